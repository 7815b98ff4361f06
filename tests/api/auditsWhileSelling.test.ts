// Counting while the tills sell (DESIGN "Audits", README "Counting while the tills sell"): four tills keep selling
// the audited products, pack by pack, while two users scan them; before the count, three units were taken off one
// shelf without a record (the "theft"). Whatever the interleaving, the count finds exactly that: one lot 3 SHORT,
// every other lot MATCHED, no EXCESS, and the close's adjustment takes off those 3 units alone.
//
// The test keeps the shelf as it physically is: each pack's units and whether it is still sealed. A sale and a
// scan of the same pack never overlap (a cashier cannot hand over units the counter holds in their hand), so each
// is atomic with what it does to the shelf; everything else (other packs, other products, the two counters and
// the four tills) runs at once, in a random order and with random pauses. The seed of the random choices is in
// each failure's message (the timing of the requests varies from run to run).
import { beforeAll, describe, expect, it } from "vitest";
import { expectData } from "../support/assertions";
import { adjustmentOps, booksAgree, userWith, type Adjustment } from "./adjustmentsHelpers";
import { auditLots, auditProductOf, auditWorld, close, complete, created, getAudit, scan, start, stockedProducts, summaryOf, type Audit, type AuditWorld } from "./auditsHelpers";
import { gql } from "../support/api";
import { cart, ledgerOf, register, sell, type SaleProduct, type TestRegister } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

const TILLS = 4;
const SALES_PER_TILL = 6;
const STOLEN = 3;

let world: AuditWorld;
let tills: TestRegister[];
let counters: string[];

beforeAll(async () => {
  world = await auditWorld();
  tills = await Promise.all(Array.from({ length: TILLS }, () => register(world, world.shopId)));
  const second = await userWith(world, ["system:audit:read", "system:audit:update"], [world.shopId]);
  counters = [world.token, second.token];
}, 120_000);

/** A small seeded generator, so that a failing interleaving can be named. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

interface Pack {
  lot: Lot;
  product: SaleProduct;
  /** Units physically on the shelf. */
  units: number;
  sealed: boolean;
}

/** One pack in one pair of hands at a time. */
function handsOn() {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(pack: Pack, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(pack.lot.id) ?? Promise.resolve()).then(work);
    queues.set(pack.lot.id, run.catch(() => undefined));
    return run;
  };
}

const pause = (random: (below: number) => number) => new Promise((resolve) => setTimeout(resolve, random(15)));

async function countWhileSelling(seed: number) {
  const random = randomFrom(seed);
  const stocked = await stockedProducts(world, world.shopId, 3, 4);
  const packs: Pack[] = stocked.flatMap(({ product, lots }) => lots.map((lot) => ({ lot, product, units: 10, sealed: true })));
  const audit: Audit = await created(world.token, { locationId: world.shopId, selectionType: "SPECIFIC_PRODUCT", productIds: stocked.map(({ product }) => product.id) });
  const stolenFrom = packs[random(packs.length)];
  stolenFrom.units -= STOLEN;
  stolenFrom.sealed = false;
  for (const { product } of stocked) expectData(await start(counters[random(2)], audit.id, product.id));
  const withHands = handsOn();

  async function till(register: TestRegister, sales: number) {
    for (let index = 0; index < sales; index += 1) {
      await pause(random);
      const onShelf = packs.filter((candidate) => candidate.units > 0);
      const pack = onShelf[random(onShelf.length)];
      await withHands(pack, async () => {
        if (pack.units === 0) return;
        const units = 1 + random(Math.min(3, pack.units));
        const result = await sell(world.token, cart(world.shopId, register.id, [{ productId: pack.product.id, quantity: units, lotId: pack.lot.id }]), [{ method: "CASH", amount: units * 10 }]);
        expectData(result);
        pack.units -= units;
        pack.sealed = false;
      });
    }
  }

  const toCount = [...packs];
  for (let index = toCount.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [toCount[index], toCount[other]] = [toCount[other], toCount[index]];
  }
  async function counter(token: string) {
    for (let pack = toCount.shift(); pack; pack = toCount.shift()) {
      await pause(random);
      const counted = pack;
      await withHands(counted, async () => {
        if (counted.units === 0) return; // nothing on the shelf to scan
        const asked = { auditId: audit.id, productId: counted.product.id, code: counted.lot.actionId, quantity: counted.sealed ? undefined : counted.units };
        let result = await scan(token, asked);
        if (result.errors?.[0]?.extensions?.code === "QUANTITY_MISMATCH") result = await scan(token, { ...asked, force: true });
        expect(expectData(result).scanAuditLot, `seed ${seed}`).toBe(true);
      });
    }
  }

  await Promise.all([...tills.map((register) => till(register, SALES_PER_TILL)), ...counters.map((token) => counter(token))]);
  // the tills go on selling counted packs while the products are completed
  await Promise.all([
    ...tills.map((register) => till(register, 2)),
    ...stocked.map(({ product }, index) => complete(counters[index % 2], audit.id, product.id).then(expectData)),
  ]);
  return { audit, stocked, packs, stolenFrom };
}

describe("four tills selling while two users count", () => {
  for (const round of [1, 2]) {
    it(`finds exactly the ${STOLEN} units taken off the shelf, and nothing else (round ${round})`, async () => {
      const seed = (Date.now() * round) % 2_147_483_647;
      const { audit, stocked, packs, stolenFrom } = await countWhileSelling(seed);
      const lots = (await Promise.all(stocked.map(({ product }) => auditLots(world.token, auditProductOf(audit, product.id).id)))).flat();
      expect(lots, `seed ${seed}`).toHaveLength(packs.length);
      const off = lots.filter((lot) => lot.status !== "MATCHED").map((lot) => ({ actionId: lot.actionId, status: lot.status, missing: lot.expectedQuantity - (lot.actualQuantity ?? 0) }));
      expect(off, `seed ${seed}`).toEqual([{ actionId: stolenFrom.lot.actionId, status: "SHORT", missing: STOLEN }]);
      const summaries = await Promise.all(stocked.map(({ product }) => summaryOf(world.token, auditProductOf(audit, product.id).id)));
      expect(summaries.map((summary) => [summary.status, summary.shortCount, summary.excessCount, summary.expectedQuantity - summary.actualQuantity]), `seed ${seed}`).toEqual(
        stocked.map(({ product }) => ["COMPLETED", product.id === stolenFrom.product.id ? 1 : 0, 0, product.id === stolenFrom.product.id ? STOLEN : 0]),
      );
      expect(await getAudit(world.token, audit.id), `seed ${seed}`).toMatchObject({ status: "COMPLETED", matchedProducts: 2, shortProducts: 1, excessProducts: 0, shortStockValue: STOLEN * 7 });

      expect(expectData(await close(world.token, audit.id, "Counted while selling")).closeAudit).toBe(true);
      const { adjustmentId } = await getAudit(world.token, audit.id);
      const adjustment = expectData(await gql<{ getAdjustment: Adjustment }>(adjustmentOps.get, { id: adjustmentId }, { token: world.token })).getAdjustment;
      expect(adjustment.products.flatMap((product) => product.adjustmentLot.map((line) => [line.actionId, line.kind, line.adjustedQuantity]))).toEqual([[stolenFrom.lot.actionId, "SHORT", -STOLEN]]);
      // the books: each lot its ledger, the shelf what the tills left plus the stolen units the adjustment will take off
      for (const pack of packs) {
        const { quantity, ledger } = await ledgerOf(pack.lot.id);
        expect(quantity, `seed ${seed}`).toBe(ledger);
        expect(quantity, `seed ${seed}`).toBe(pack.units + (pack === stolenFrom ? STOLEN : 0));
      }
      await booksAgree(stocked.map(({ product }) => product.id), world.shopId);
    }, 120_000);
  }
});
