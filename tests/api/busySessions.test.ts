// Issue 25, item 7: access changes reach a session that never pauses. The server keeps a session's state (role
// permissions, allowed locations) a few seconds; a hit used to extend that lifetime, so a busy till never saw a
// location closed, nor the store its user had just opened. Each test keeps one session busy (a request every
// 150 ms) while access changes: through the same server, through a second server on the same database, and
// outside the services (then within the documented bound, STATE_TTL_MS).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/main";
import { STATE_TTL_MS } from "../../server/session/sessionStateCache";
import { createApiClient, gql, login, type LoginPayload } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { geography, uniqueName } from "../support/fixtures";
import { demoAdmin } from "../support/logins";
import { AUTHENTICATE_TOKEN, CREATE_LOCATION, UPDATE_LOCATION, type LocationRecord } from "../support/operations";
import { TEST_SECRETS_KEY } from "../support/testServer";

const IN_LOCATION = `query ($locationId: ID) { getLocations(limit: 1, locationId: $locationId) { meta { totalCount } } }`;

let admin: LoginPayload;
let cityId: string;

beforeAll(async () => {
  admin = await login(demoAdmin.email, demoAdmin.password);
  cityId = (await geography(createApiClient(inject("apiUrl")), admin.token, "Pakistan")).city("Lahore");
});

/** A session that sends a request every 150 ms until stopped, so its cached state is never idle. */
function keepBusy(token: string): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      await gql(AUTHENTICATE_TOKEN, {}, { token });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

async function busySession<T>(fn: (token: string) => Promise<T>): Promise<T> {
  const { token } = await login(demoAdmin.email, demoAdmin.password);
  const busy = keepBusy(token);
  try {
    // the state is cached and kept warm
    await new Promise((resolve) => setTimeout(resolve, 600));
    return await fn(token);
  } finally {
    await busy.stop();
  }
}

async function createStore(token: string, name = uniqueName("Busy Warehouse")): Promise<LocationRecord> {
  return expectData(await gql<{ createLocation: LocationRecord }>(CREATE_LOCATION, { locationDto: { name, type: "WAREHOUSE", status: "ACTIVE", cityId } }, { token })).createLocation;
}

function setStatus(url: string, token: string, store: LocationRecord, status: "ACTIVE" | "INACTIVE") {
  return createApiClient(url).gql(UPDATE_LOCATION, { id: store.id, locationDto: { name: store.name, type: store.type, status, cityId } }, { token });
}

describe("a session that never pauses", () => {
  it("works in the location it has just opened on its very next request", async () => {
    await busySession(async (token) => {
      const store = await createStore(token);
      expectData(await gql(IN_LOCATION, { locationId: store.id }, { token }));
    });
  });

  it("loses a closed location on its next request and has it back when it reopens", async () => {
    const store = await createStore(admin.token);
    await busySession(async (token) => {
      expectData(await gql(IN_LOCATION, { locationId: store.id }, { token }));
      expectData(await setStatus(inject("apiUrl"), admin.token, store, "INACTIVE"));
      expectGqlError(await gql(IN_LOCATION, { locationId: store.id }, { token }), "FORBIDDEN", "You do not have access to this location.");
      expectData(await setStatus(inject("apiUrl"), admin.token, store, "ACTIVE"));
      expectData(await gql(IN_LOCATION, { locationId: store.id }, { token }));
    });
  });

  it(`sees a change made outside the services within ${STATE_TTL_MS / 1000} seconds, however busy`, async () => {
    const store = await createStore(admin.token);
    const renamed = `${store.name} (renamed outside)`;
    await busySession(async (token) => {
      await queryApiDatabase("update locations set name = $1 where id = $2", [renamed, store.id]);
      const startedAt = Date.now();
      await expect
        .poll(async () => expectData(await gql<{ authenticateToken: LoginPayload }>(AUTHENTICATE_TOKEN, {}, { token })).authenticateToken.allowedLocations.find((place) => place.id === store.id)?.name, {
          timeout: STATE_TTL_MS + 5_000,
          interval: 200,
        })
        .toBe(renamed);
      expect(Date.now() - startedAt).toBeLessThan(STATE_TTL_MS + 2_000);
    });
  });
});

// Several server processes share one database: a change made through one applies on the next request to another
// (the version is read from the database with the session). PostgreSQL only: PGlite's files belong to one process.
describe.skipIf(!inject("apiDatabaseUrl"))("a second server on the same database", () => {
  let second: Awaited<ReturnType<typeof startServer>> | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "pharmacy-second-server-"));
    second = await startServer({
      ...loadConfig({}),
      port: 0,
      dataDir,
      databaseUrl: inject("apiDatabaseUrl"),
      secretsKey: TEST_SECRETS_KEY,
      seedDemo: false,
      jobWorker: false,
      fiscal: { sandbox: false, retryDelaySeconds: 1, maxAttempts: 1, timeoutMs: 1500 },
    });
  });

  afterAll(async () => {
    await second?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("closes a location for a busy session of the first server on its next request", async () => {
    const store = await createStore(admin.token);
    await busySession(async (token) => {
      expectData(await gql(IN_LOCATION, { locationId: store.id }, { token }));
      expectData(await setStatus(second?.url ?? "", admin.token, store, "INACTIVE"));
      expectGqlError(await gql(IN_LOCATION, { locationId: store.id }, { token }), "FORBIDDEN");
    });
  });
});
