// The embedded database's gate (server/db/pgliteGate.ts): one at a time, first come first served, and a waiter
// gives up with DatabaseBusyError after the acquire timeout instead of waiting forever.
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DatabaseBusyError, isDatabaseBusy } from "../../../server/db";
import { createGate } from "../../../server/db/pgliteGate";

describe("the embedded database's gate", () => {
  it("runs one at a time, in the order asked", async () => {
    const gate = createGate(1000);
    const order: string[] = [];
    const job = (name: string, ms: number) => gate.run(async () => {
      order.push(`${name} starts`);
      await sleep(ms);
      order.push(`${name} ends`);
    });
    await Promise.all([job("a", 30), job("b", 10), job("c", 0)]);
    expect(order).toEqual(["a starts", "a ends", "b starts", "b ends", "c starts", "c ends"]);
  });

  it("lets a waiter give up after the acquire timeout, and goes on with the next", async () => {
    const gate = createGate(50);
    let holderDone = false;
    const holder = gate.run(async () => {
      await sleep(1000);
      holderDone = true;
    });
    const waiter = gate.run(() => Promise.resolve("ran"));
    await expect(waiter).rejects.toBeInstanceOf(DatabaseBusyError);
    // it gave up on its own timeout, not when the holder let go
    expect(holderDone).toBe(false);
    await holder;
    expect(await gate.run(() => Promise.resolve("after"))).toBe("after");
  });

  it("knows a busy database under drizzle's and GraphQL's wrappers, and pg-pool's own timeout", () => {
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: new DatabaseBusyError(50) });
    expect(isDatabaseBusy(Object.assign(new Error("graphql"), { originalError: wrapped }))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error("Failed query"), { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
    expect(isDatabaseBusy(new Error("relation does not exist"))).toBe(false);
  });
});
