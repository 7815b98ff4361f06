// Carts held on the till itself (README "Offline till"): with no connection a held cart is kept in the till's
// database (tillDb "holds"), listed with the register's held carts from the server, and resumed from there, online
// or offline. It stays on this till and is never sent: a held cart reserves no stock and no money, the server's
// held carts are listed per register anyway, and a copy travelling to the server while the cashier resumes the
// cart here would be the same cart twice. Resuming takes it out in one transaction, so two tabs cannot both.
import { liveQuery } from "dexie";
import { useEffect, useState } from "react";
import { newIdempotencyKey } from "../../../common/schemas/idempotency";
import type { TillDb, TillHoldRecord } from "./tillDb";

export type { TillHoldRecord } from "./tillDb";

export type NewTillHold = Omit<TillHoldRecord, "id" | "number">;

export const TILL_HOLD_GONE_MESSAGE = "This held cart was already resumed on this till.";

/** Keeps the cart on the till with the register's next hold number (a sequence of its own, per register). */
export async function holdOnTill(db: TillDb, hold: NewTillHold, registerCode: string): Promise<TillHoldRecord> {
  return db.transaction("rw", [db.holds, db.meta], async () => {
    const counter = `hold-sequence:${hold.registerId}`;
    const last = Number((await db.meta.get(counter))?.value ?? 0);
    const sequence = last + 1;
    await db.meta.put({ key: counter, value: sequence });
    const record: TillHoldRecord = { ...hold, id: newIdempotencyKey(), number: `${registerCode}-HOLD-${String(sequence).padStart(4, "0")}` };
    await db.holds.add(record);
    return record;
  });
}

/** The register's carts held on this till, newest first. */
export async function tillHoldsOf(db: TillDb, registerId: string): Promise<TillHoldRecord[]> {
  const holds = await db.holds.where("registerId").equals(registerId).toArray();
  return holds.sort((a, b) => b.heldAt.localeCompare(a.heldAt));
}

/** Takes the hold out of the till to resume it (throws when another tab took it first). */
export async function takeTillHold(db: TillDb, id: string): Promise<TillHoldRecord> {
  return db.transaction("rw", db.holds, async () => {
    const hold = await db.holds.get(id);
    if (!hold) throw new Error(TILL_HOLD_GONE_MESSAGE);
    await db.holds.delete(id);
    return hold;
  });
}

/** The register's carts held on this till, kept current (another tab's holds included). */
export function useTillHolds(db: TillDb, registerId: string): TillHoldRecord[] {
  const [holds, setHolds] = useState<TillHoldRecord[]>([]);
  useEffect(() => {
    const subscription = liveQuery(() => tillHoldsOf(db, registerId)).subscribe({ next: setHolds, error: (error: unknown) => console.warn("The till's held carts could not be read", error) });
    return () => subscription.unsubscribe();
  }, [db, registerId]);
  return holds;
}
