// withIdempotency against a real database (PostgreSQL with TEST_DATABASE_URL, else PGlite): the first request
// runs and is stored with its key, a repeat is answered from the store, another request with the key is
// CONFLICT, a rolled-back first attempt leaves the key free, and concurrent duplicates run once.
import { AppError } from "../../../server/core/errors";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, idempotencyKeySchema, newIdempotencyKey } from "../../../common/schemas/idempotency";
import { pruneIdempotencyKeys, withIdempotency, type IdempotentRequest } from "../../../server/core/idempotency";
import type { JsonValue } from "../../../server/core/json";
import { withTenant } from "../../../server/db";
import { idempotencyKeys, tenants } from "../../../server/db/schema";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";

let database: OpenTestDatabase;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(tenants)
    .values([
      { accountId: "keys-a", name: "Keys A" },
      { accountId: "keys-b", name: "Keys B" },
    ])
    .returning({ id: tenants.id });
  [tenantA, tenantB] = rows.map((row) => row.id);
}, 60_000);
afterAll(() => database?.dispose());

/** One request in its own tenant transaction; counts the runs of its body. */
function counted(runs: { count: number }, answer: JsonValue, pause = 0) {
  return async () => {
    runs.count += 1;
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    return answer;
  };
}

function send<T extends JsonValue>(claim: IdempotentRequest, run: () => Promise<T>): Promise<T> {
  return withTenant(database.db, claim.tenantId, (tx) => withIdempotency(tx, claim, run));
}

const request = (tenantId: string, key: string | null, grnIds: string[]): IdempotentRequest => ({ tenantId, operation: "test-intake", key, request: { grnIds } });

describe("withIdempotency", () => {
  it("runs the first request, answers a repeat from the store and refuses the key for another request", async () => {
    const runs = { count: 0 };
    const key = newIdempotencyKey();
    const first = await send(request(tenantA, key, ["g1", "g2"]), counted(runs, { lots: 7 }));
    const repeat = await send(request(tenantA, key, ["g1", "g2"]), counted(runs, { lots: 99 }));
    expect(first).toEqual({ lots: 7 });
    expect(repeat).toEqual({ lots: 7 });
    expect(runs.count).toBe(1);

    const other = send(request(tenantA, key, ["g3"]), counted(runs, { lots: 1 }));
    await expect(other).rejects.toBeInstanceOf(AppError);
    await expect(other).rejects.toMatchObject({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE, extensions: { code: "CONFLICT" } });
    expect(runs.count).toBe(1);
  });

  it("treats requests that differ only in key order as the same request", async () => {
    const runs = { count: 0 };
    const key = newIdempotencyKey();
    const claim = (value: JsonValue): IdempotentRequest => ({ tenantId: tenantA, operation: "test-order", key, request: value });
    await send(claim({ a: 1, b: [1, 2] }), counted(runs, "done"));
    expect(await send(claim({ b: [1, 2], a: 1 }), counted(runs, "again"))).toBe("done");
    await expect(send(claim({ a: 1, b: [2, 1] }), counted(runs, "again"))).rejects.toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(runs.count).toBe(1);
  });

  it("runs every time without a key", async () => {
    const runs = { count: 0 };
    await send(request(tenantA, null, ["g1"]), counted(runs, 1));
    await send(request(tenantA, null, ["g1"]), counted(runs, 2));
    expect(runs.count).toBe(2);
  });

  it("leaves the key free when the first attempt rolls back", async () => {
    const key = newIdempotencyKey();
    const failing = send(request(tenantA, key, ["g1"]), async () => {
      throw new Error("lost connection");
    });
    await expect(failing).rejects.toThrow("lost connection");
    const runs = { count: 0 };
    expect(await send(request(tenantA, key, ["g1"]), counted(runs, "second"))).toBe("second");
    expect(runs.count).toBe(1);
  });

  it("runs concurrent duplicates once: the second waits for the first to commit and answers its result", async () => {
    const runs = { count: 0 };
    const key = newIdempotencyKey();
    const answers = await Promise.all([1, 2, 3].map(() => send(request(tenantA, key, ["g9"]), counted(runs, { lots: 3 }, 200))));
    expect(runs.count).toBe(1);
    expect(answers).toEqual([{ lots: 3 }, { lots: 3 }, { lots: 3 }]);
  });

  it("keeps keys per tenant and operation, and a tenant never sees another's keys", async () => {
    const runs = { count: 0 };
    const key = newIdempotencyKey();
    await send(request(tenantA, key, ["g1"]), counted(runs, "a"));
    expect(await send(request(tenantB, key, ["g1"]), counted(runs, "b"))).toBe("b");
    expect(await send({ ...request(tenantA, key, ["g1"]), operation: "other-operation" }, counted(runs, "c"))).toBe("c");
    expect(runs.count).toBe(3);
    const seenByB = await withTenant(database.db, tenantB, (tx) => tx.select({ tenantId: idempotencyKeys.tenantId }).from(idempotencyKeys));
    expect(new Set(seenByB.map((row) => row.tenantId))).toEqual(new Set([tenantB]));
  });

  it("prunes keys older than 7 days in every tenant, so such a key runs again", async () => {
    const key = newIdempotencyKey();
    const runs = { count: 0 };
    await send(request(tenantB, key, ["g1"]), counted(runs, "old"));
    const thisKey = and(eq(idempotencyKeys.tenantId, tenantB), eq(idempotencyKeys.key, key));
    await database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '8 days'` }).where(thisKey);
    expect(await pruneIdempotencyKeys(database.db)).toBe(1);
    expect(await database.db.select().from(idempotencyKeys).where(thisKey)).toEqual([]);
    expect(await send(request(tenantB, key, ["g1"]), counted(runs, "new"))).toBe("new");
    expect(runs.count).toBe(2);
  });
});

describe("idempotency keys", () => {
  it("accepts 8 to 100 letters, digits, '-' and '_', and no key at all", () => {
    for (const key of ["abcd1234", crypto.randomUUID(), newIdempotencyKey(), "A_b-".repeat(25)]) expect(idempotencyKeySchema.parse(key)).toBe(key);
    expect(idempotencyKeySchema.parse(undefined)).toBeNull();
    expect(idempotencyKeySchema.parse(null)).toBeNull();
    for (const key of ["short", "x".repeat(101), "has space here", "semi;colon12", ""]) expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
  });
});
