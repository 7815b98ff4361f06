// The outbox on a real database (PostgreSQL with TEST_DATABASE_URL, else PGlite): a job enqueued in a tenant
// transaction runs once after its commit and never after a rollback; a failing job is retried with growing
// delays and ends FAILED; two workers on one PostgreSQL database never run a job twice.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, serverJobs, startJobWorker, type JobDefinition, type JobWorker } from "../../../server/core/outbox";
import type { JsonObject } from "../../../server/core/json";
import { openDatabase, queryRows, withTenant, type DatabaseHandle } from "../../../server/db";
import { tenants } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "../db/openTestDatabase";

interface Run {
  jobId: string;
  worker?: string;
  tenantId: string | null;
  attempt: number;
  payload: JsonObject;
  at: number;
}

const runs = new Map<string, Run[]>();
const runsOf = (kind: string) => runs.get(kind) ?? [];

function recording(kind: string, options: Partial<JobDefinition> & { fail?: boolean; pauseMs?: number; worker?: string } = {}): JobDefinition {
  const { fail, pauseMs, worker, ...policy } = options;
  return {
    kind,
    ...policy,
    async run(payload, context) {
      runs.set(kind, [...runsOf(kind), { jobId: context.jobId, ...(worker ? { worker } : {}), tenantId: context.tenantId, attempt: context.attempt, payload, at: Date.now() }]);
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (fail) throw new Error(`${kind} is down`);
    },
  };
}

const testJobs = [
  recording("test-notify"),
  recording("test-failing", { fail: true, maxAttempts: 3, retryDelaySeconds: 1 }),
  recording("test-shared", { pauseMs: 50, worker: "first" }),
  recording("test-slow", { pauseMs: 4000, concurrency: 4 }),
  {
    kind: "test-postponing",
    maxAttempts: 3,
    async run(payload, context) {
      runs.set("test-postponing", [...runsOf("test-postponing"), { jobId: context.jobId, tenantId: context.tenantId, attempt: context.attempt, payload, at: Date.now() }]);
      if (runsOf("test-postponing").length === 1) context.postpone(1);
    },
  } satisfies JobDefinition,
  {
    kind: "test-mixed",
    maxAttempts: 1,
    async run(payload) {
      if (payload.fail) throw new Error("this one is bad");
    },
  } satisfies JobDefinition,
];

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: OpenTestDatabase;
let worker: JobWorker;
let tenantId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  worker = await startJobWorker(database.db, { jobs: [...serverJobs, ...testJobs], pollingIntervalSeconds: 0.5 });
  const [tenant] = await database.db.insert(tenants).values({ accountId: "outbox", name: "Outbox" }).returning({ id: tenants.id });
  tenantId = tenant.id;
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await database?.dispose();
});

function jobRow(db: DatabaseHandle["db"], id: string) {
  return queryRows<{ state: string; retry_count: number; output: { message?: string } | null }>(
    db,
    sql`select state::text as state, retry_count, output from pgboss.job where id = ${id}
        union all select state::text, retry_count, output from pgboss.archive where id = ${id}`,
  );
}

describe("the outbox", () => {
  it("runs a job once after its transaction commits, and never one whose transaction rolled back", async () => {
    const rolledBack = withTenant(database.db, tenantId, async (tx) => {
      await enqueueJob(tx, { tenantId, kind: "test-notify", payload: { order: "rolled-back" } });
      throw new Error("the sale failed");
    });
    await expect(rolledBack).rejects.toThrow("the sale failed");
    const id = await withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-notify", payload: { order: "ORD-1" } }));

    await until(() => runsOf("test-notify").length > 0, 10_000);
    await sleep(1500); // a few more polls: nothing else may run
    expect(runsOf("test-notify")).toEqual([{ jobId: id, tenantId, attempt: 1, payload: { order: "ORD-1" }, at: expect.any(Number) }]);
    await until(async () => (await jobRow(database.db, id))[0]?.state === "completed", 5_000);
  }, 30_000);

  it("waits for runAfter", async () => {
    const runAfter = new Date(Date.now() + 2000);
    const id = await withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-notify", payload: { order: "later" }, runAfter }));
    await sleep(1200);
    expect(runsOf("test-notify").some((run) => run.jobId === id)).toBe(false);
    await until(() => runsOf("test-notify").some((run) => run.jobId === id), 10_000);
    expect(runsOf("test-notify").find((run) => run.jobId === id)!.at).toBeGreaterThanOrEqual(runAfter.getTime() - 50);
  }, 30_000);

  it("retries a failing job with growing delays and keeps it FAILED after the last attempt", async () => {
    const id = await withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-failing", payload: { invoice: "INV-9" } }));
    await until(async () => (await jobRow(database.db, id))[0]?.state === "failed", 20_000);
    const attempts = runsOf("test-failing");
    expect(attempts.map((run) => run.attempt)).toEqual([1, 2, 3]);
    // retryDelaySeconds 1: the first retry after 1–2 s, the second after 2–4 s
    const [first, second, third] = attempts.map((run) => run.at);
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    const [row] = await jobRow(database.db, id);
    expect(row).toMatchObject({ state: "failed", retry_count: 2, output: { message: "test-failing is down" } });
  }, 30_000);

  it("fails only the failing job of a batch fetched together", async () => {
    const [good, bad, alsoGood] = await withTenant(database.db, tenantId, async (tx) => [
      await enqueueJob(tx, { tenantId, kind: "test-mixed", payload: { fail: false } }),
      await enqueueJob(tx, { tenantId, kind: "test-mixed", payload: { fail: true } }),
      await enqueueJob(tx, { tenantId, kind: "test-mixed", payload: { fail: false } }),
    ]);
    const stateOf = async (id: string) => (await jobRow(database.db, id))[0]?.state;
    await until(async () => (await Promise.all([good, bad, alsoGood].map(stateOf))).every((state) => state === "completed" || state === "failed"), 10_000);
    expect(await Promise.all([good, bad, alsoGood].map(stateOf))).toEqual(["completed", "failed", "completed"]);
  }, 30_000);

  it("runs each job on its own: a slow job holds only its own place, never the jobs fetched with it", async () => {
    const slow = await withTenant(database.db, tenantId, async (tx) => {
      const ids: string[] = [];
      for (let n = 0; n < 2; n += 1) ids.push(await enqueueJob(tx, { tenantId, kind: "test-slow", payload: { n } }));
      return ids;
    });
    await until(() => runsOf("test-slow").length === 2, 10_000);
    const fast = await withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-slow", payload: { fast: true } }));
    const enqueued = Date.now();
    // the two slow runs still hold their places (4 s each); the new job takes a free one at the next poll
    await until(() => runsOf("test-slow").some((run) => run.jobId === fast), 3_000);
    expect(runsOf("test-slow").find((run) => run.jobId === fast)!.at - enqueued).toBeLessThan(2000);
    expect(slow).toHaveLength(2);
  }, 30_000);

  it("runs a postponed job again later, without counting an attempt", async () => {
    const id = await withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-postponing", payload: { order: "ORD-P" } }));
    await until(() => runsOf("test-postponing").length === 2, 10_000);
    const [first, second] = runsOf("test-postponing");
    expect(first).toMatchObject({ jobId: id, attempt: 1, payload: { order: "ORD-P" } });
    expect(second).toMatchObject({ attempt: 1, payload: { order: "ORD-P" }, tenantId });
    expect(second.jobId).not.toBe(id);
    expect(second.at - first.at).toBeGreaterThanOrEqual(900);
    await until(async () => (await jobRow(database.db, id))[0]?.state === "completed", 5_000);
  }, 30_000);

  it("refuses a kind no worker registered, naming it", async () => {
    const unknown = withTenant(database.db, tenantId, (tx) => enqueueJob(tx, { tenantId, kind: "test-nobody", payload: {} }));
    await expect(unknown).rejects.toThrow('No job queue "test-nobody"');
  });

  it("schedules the idempotency housekeeping", async () => {
    const rows = await queryRows<{ name: string; cron: string }>(database.db, sql`select name, cron from pgboss.schedule`);
    expect(rows).toContainEqual({ name: "idempotency-prune", cron: "17 * * * *" });
  });

  it.runIf(process.env.TEST_DATABASE_URL)("never runs a job twice when two workers drain one PostgreSQL database", async () => {
    const second = await openDatabase({ databaseUrl: database.location.databaseUrl, dataDir: database.location.dataDir });
    const secondWorker = await startJobWorker(second.db, { jobs: [recording("test-shared", { pauseMs: 50, worker: "second" })], pollingIntervalSeconds: 0.5 });
    try {
      const ids = await withTenant(database.db, tenantId, async (tx) => {
        const enqueued: string[] = [];
        for (let n = 0; n < 60; n += 1) enqueued.push(await enqueueJob(tx, { tenantId, kind: "test-shared", payload: { n } }));
        return enqueued;
      });
      await until(() => new Set(runsOf("test-shared").map((run) => run.jobId)).size === ids.length, 20_000);
      await sleep(1500);
      const ran = runsOf("test-shared").map((run) => run.jobId);
      expect(ran).toHaveLength(ids.length);
      expect(new Set(ran)).toEqual(new Set(ids));
      expect(new Set(runsOf("test-shared").map((run) => run.worker))).toEqual(new Set(["first", "second"]));
    } finally {
      await secondWorker.stop();
      await second.close();
    }
  }, 60_000);
});
