// FEFO allocation on a real database: opened packs first, then the earliest expiry; expired lots and other
// locations skipped; a scanned lot first; a refusal naming the product and what is available; and, on
// PostgreSQL (TEST_DATABASE_URL), two tills selling the same product at once never oversell and never deadlock.
import { randomUUID } from "node:crypto";
import { AppError } from "../../../server/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../../server/db";
import { allocateLots, type AllocationRequest, type LotAllocation } from "../../../server/modules/inventory/allocation";
import { applyLotMovements } from "../../../server/modules/inventory/ledger";
import { openStockFixture, type StockFixture } from "./stockFixture";

let fixture: StockFixture;

beforeAll(async () => {
  fixture = await openStockFixture();
}, 120_000);
afterAll(() => fixture?.database.dispose());

const request = (productId: string, quantity: number, scannedLotId?: string): AllocationRequest => ({
  tenantId: fixture.tenantId,
  locationId: fixture.locationIds["Gulberg Store"],
  productId,
  quantity,
  scannedLotId,
});
const allocate = (args: AllocationRequest) => fixture.inTenant((tx) => allocateLots(tx, args));
const taken = (allocation: LotAllocation[]) => allocation.map(({ lotId, quantity }) => ({ lotId, quantity }));

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("allocateLots", () => {
  it("takes opened packs first, then the earliest expiry, skipping expired lots and other locations", async () => {
    const product = fixture.freshProduct();
    const [late, early, opened, expired, elsewhere, expiresToday] = await fixture.stock(product.id, [
      { expiresIn: 300 },
      { expiresIn: 30 },
      { expiresIn: 400, quantity: 4, opened: true },
      { expiresIn: -1 },
      { expiresIn: 2, at: "DHA Store" },
      { expiresIn: 0 },
    ]);
    expect(taken(await allocate(request(product.id, 3)))).toEqual([{ lotId: opened, quantity: 3 }]);
    expect(taken(await allocate(request(product.id, 20)))).toEqual([
      { lotId: opened, quantity: 4 },
      { lotId: early, quantity: 10 },
      { lotId: late, quantity: 6 },
    ]);
    const all = taken(await allocate(request(product.id, 24)));
    expect(all.map((lot) => lot.lotId)).not.toContain(expired);
    expect(all.map((lot) => lot.lotId)).not.toContain(elsewhere);
    expect(all.map((lot) => lot.lotId)).not.toContain(expiresToday);
  });

  it("writes nothing: the sale applies the allocation through the ledger", async () => {
    const product = fixture.freshProduct();
    const [lot] = await fixture.stock(product.id, [{ expiresIn: 100 }]);
    await allocate(request(product.id, 4));
    expect(await fixture.lots([lot])).toMatchObject([{ quantity: 10, ledger: 10, isOpened: false }]);
  });

  it("takes a scanned lot first, then FEFO for the rest", async () => {
    const product = fixture.freshProduct();
    const [early, scanned] = await fixture.stock(product.id, [{ expiresIn: 30 }, { expiresIn: 300, quantity: 5 }]);
    expect(taken(await allocate(request(product.id, 7, scanned)))).toEqual([
      { lotId: scanned, quantity: 5 },
      { lotId: early, quantity: 2 },
    ]);
  });

  it("refuses a scanned lot that has expired, is elsewhere, is not in stock or is another product", async () => {
    const product = fixture.freshProduct();
    const [expired, elsewhere, returned] = await fixture.stock(product.id, [{ expiresIn: -3 }, { expiresIn: 100, at: "DHA Store" }, { expiresIn: 100 }]);
    await fixture.inTenant((tx) =>
      applyLotMovements(tx, fixture.tenantId, [{ kind: "RETURN_TO_VENDOR", lotId: returned, quantity: -10, document: { type: "STOCK_RETURN", id: randomUUID() }, userId: null }]),
    );
    const expiredRefusal = await refusalOf(allocate(request(product.id, 1, expired)));
    expect(expiredRefusal.extensions.code).toBe("CONFLICT");
    expect(expiredRefusal.message).toMatch(new RegExp(`^.+: lot TEST-\\d+ expired on \\d{2}/\\d{2}/\\d{4}, so it cannot be sold\\.$`));
    expect(expiredRefusal.message.startsWith(product.name)).toBe(true);
    expect((await refusalOf(allocate(request(product.id, 1, elsewhere)))).message).toMatch(/^Lot TEST-\d+ of .+ is not at Gulberg Store\.$/);
    expect((await refusalOf(allocate(request(product.id, 1, returned)))).message).toMatch(/is returned to its vendor, so it cannot be sold\.$/);
    const other = fixture.freshProduct();
    const [otherLot] = await fixture.stock(other.id, [{ expiresIn: 100 }]);
    const wrongProduct = await refusalOf(allocate(request(product.id, 1, otherLot)));
    expect(wrongProduct.extensions.code).toBe("BAD_USER_INPUT");
    expect(wrongProduct.message).toBe(`Lot ${wrongProduct.message.split(" ")[1]} is not ${product.name}.`);
    expect((await refusalOf(allocate(request(product.id, 1, randomUUID())))).extensions.code).toBe("NOT_FOUND");
  });

  it("refuses more than is available, naming the product, the location, what is available and what has expired", async () => {
    const product = fixture.freshProduct();
    await fixture.stock(product.id, [{ expiresIn: 50, quantity: 7 }, { expiresIn: 80, quantity: 5 }, { expiresIn: -1, quantity: 8 }, { expiresIn: 50, at: "DHA Store" }]);
    const refusal = await refusalOf(allocate(request(product.id, 13)));
    expect(refusal.extensions).toMatchObject({ code: "CONFLICT", available: 12 });
    expect(refusal.message).toBe(`Only 12 of ${product.name} are available at Gulberg Store. 8 more have expired.`);
    const none = fixture.freshProduct();
    expect((await refusalOf(allocate(request(none.id, 1)))).message).toBe(`${none.name} is not available at Gulberg Store.`);
    expect((await refusalOf(allocate(request(none.id, 0)))).extensions.code).toBe("BAD_USER_INPUT");
  });
});

/** One till: allocate, sell through the ledger, hold the transaction open a while, commit. */
async function sell(args: AllocationRequest, holdMs: number): Promise<number> {
  return withTenant(fixture.database.db, fixture.tenantId, async (tx) => {
    const allocation = await allocateLots(tx, args);
    const sale = { type: "ORDER" as const, id: randomUUID() };
    await applyLotMovements(tx, fixture.tenantId, allocation.map((lot) => ({ kind: "SALE", lotId: lot.lotId, quantity: -lot.quantity, document: sale, userId: null })));
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return allocation.reduce((sum, lot) => sum + lot.quantity, 0);
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)("two tills at once (PostgreSQL)", () => {
  it("never sell the same units: the second waits, then takes what is left or is refused", async () => {
    const product = fixture.freshProduct();
    const lots = await fixture.stock(product.id, [{ expiresIn: 30, quantity: 6 }, { expiresIn: 60, quantity: 6 }]);
    const results = await Promise.allSettled([sell(request(product.id, 8), 300), sell(request(product.id, 8), 300)]);
    const sold = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0].reason as AppError).message).toBe(`Only 4 of ${product.name} are available at Gulberg Store.`);
    const after = await fixture.lots(lots);
    expect(after.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(4);
    for (const lot of after) expect(lot.quantity).toBe(lot.ledger);
  });

  it("let the second till take the next lots when the first took the units it had planned on", async () => {
    const product = fixture.freshProduct();
    const lots = await fixture.stock(product.id, [{ expiresIn: 10, quantity: 6 }, { expiresIn: 20, quantity: 6 }, { expiresIn: 30, quantity: 6 }]);
    const first = sell(request(product.id, 5), 400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // plans on the first lot alone (6 units, before the first till commits), waits, then finds 1 there
    const second = sell(request(product.id, 6), 0);
    expect(await Promise.all([first, second])).toEqual([5, 6]);
    expect((await fixture.lots(lots)).map((lot) => lot.quantity)).toEqual([0, 1, 6]);
  });

  it("sell everything between many tills, scanned lots included, without a deadlock or a unit too many", async () => {
    const product = fixture.freshProduct();
    const lots = await fixture.stock(product.id, [
      { expiresIn: 10, quantity: 5 },
      { expiresIn: 20, quantity: 5 },
      { expiresIn: 30, quantity: 5, opened: true },
      { expiresIn: 40, quantity: 5 },
    ]);
    const tills = [
      sell(request(product.id, 6, lots[3]), 50),
      sell(request(product.id, 6, lots[0]), 50),
      sell(request(product.id, 3), 50),
      sell(request(product.id, 7, lots[1]), 50),
      sell(request(product.id, 4), 50),
    ];
    const results = await Promise.allSettled(tills);
    for (const result of results) {
      if (result.status === "rejected") expect((result.reason as AppError).extensions?.code, String(result.reason)).toBe("CONFLICT");
    }
    const soldUnits = results.reduce((sum, result) => sum + (result.status === "fulfilled" ? result.value : 0), 0);
    const after = await fixture.lots(lots);
    const left = after.reduce((sum, lot) => sum + lot.quantity, 0);
    expect(soldUnits + left).toBe(20);
    expect(soldUnits).toBeGreaterThan(0);
    for (const lot of after) expect(lot.quantity).toBe(lot.ledger);
  });
});
