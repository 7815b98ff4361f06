// Eight tills racing for the last units of one product: every till has its own register and OPENED session and
// sends its sale at the same moment. Exactly the stock is sold, no lot goes negative, each lot's quantity is
// the sum of its ledger movements, and the sales that found too little are refused naming what is left.
import { beforeAll, describe, expect, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { cart, ledgerOf, newProduct, register, salesWorld, sell, stock, type SalesWorld } from "./ordersHelpers";

let world: SalesWorld;

beforeAll(async () => {
  world = await salesWorld();
});

describe("eight tills racing", () => {
  it("sell exactly the stock there is, never a unit twice", async () => {
    const product = await newProduct(world);
    // 3 packs of 10, in three batches: 30 units; 8 tills × 4 units = 32 asked
    const lots = await stock(world, product, world.storeId, [
      { packs: 1, days: 90 },
      { packs: 1, days: 60 },
      { packs: 1, days: 120 },
    ]);
    const tills = await Promise.all(Array.from({ length: 8 }, () => register(world, world.storeId)));
    const results = await Promise.all(tills.map((till) => sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 4 }]), [{ method: "CASH", amount: 40 }])));
    const sold = results.filter((result) => result.data?.createOrder);
    const refused = results.filter((result) => result.errors);
    expect(sold).toHaveLength(7);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(refused[0].errors?.[0].message).toBe(`Only 2 of ${product.name} are available at Gulberg Store.`);

    const units = sold.flatMap((result) => result.data?.createOrder.items[0].lots ?? []);
    expect(units.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(28);
    for (const lot of lots) {
      const { quantity, ledger } = await ledgerOf(lot.id);
      expect(quantity).toBeGreaterThanOrEqual(0);
      expect(quantity).toBe(ledger);
    }
    const left = await Promise.all(lots.map(async (lot) => (await ledgerOf(lot.id)).quantity));
    expect(left.reduce((sum, quantity) => sum + quantity, 0)).toBe(2);
    // what each order says it took is what the ledger took from each lot
    const [movements] = await queryApiDatabase<{ units: number }>("select coalesce(-sum(quantity), 0)::int as units from stock_movements where product_id = $1 and kind = 'SALE'", [product.id]);
    expect(movements.units).toBe(28);
    // every till numbered its own sale 000001
    for (const result of sold) expect(result.data?.createOrder.secondaryId).toMatch(/^T\d+-000001$/);
  });

  it("two sales at one till queue on the session and each gets the next number", async () => {
    const product = await newProduct(world);
    await stock(world, product, world.storeId, [{ packs: 2, days: 90 }]);
    const till = await register(world, world.storeId, { opening: 0 });
    const results = await Promise.all([1, 2, 3].map(() => sell(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), [{ method: "CASH", amount: 10 }])));
    const numbers = results.map((result) => result.data?.createOrder.secondaryId).sort();
    const prefix = till.secondaryId.replace(/^REG-/, "");
    expect(numbers).toEqual([`${prefix}-000001`, `${prefix}-000002`, `${prefix}-000003`]);
    const [session] = await queryApiDatabase<{ balance: string }>("select balance::text as balance from register_sessions where id = $1", [till.sessionId]);
    expect(session.balance).toBe("30.00");
  });
});
