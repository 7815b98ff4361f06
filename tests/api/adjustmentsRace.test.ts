// Adjustments under concurrency: two approvals of one adjustment at once (exactly one wins, the stock moves once),
// and an approval racing a till's sale of the same lot (whichever goes first, the lot never goes below zero, the
// loser is refused naming the lot, and the ledger and stock levels still equal the lots).
import { beforeAll, describe, expect, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData } from "../support/assertions";
import { adjustmentWorld, booksAgree, decide, lotState, made, userWith, type AdjustmentWorld } from "./adjustmentsHelpers";
import { cart, newProduct, register, sell, stock, type TestRegister } from "./ordersHelpers";

let world: AdjustmentWorld;
let approvers: { id: string; token: string }[];
let till: TestRegister;

beforeAll(async () => {
  world = await adjustmentWorld();
  const permissions = ["system:adjustment:read", "system:adjustment:approve"];
  approvers = [await userWith(world, permissions, [world.shopId]), await userWith(world, permissions, [world.shopId])];
  till = await register(world, world.shopId, { opening: 0 });
});

describe("concurrent decisions", () => {
  it("two approvals at once: exactly one wins and the stock moves once", async () => {
    const product = await newProduct(world);
    const lots = await stock(world, product, world.shopId, [{ packs: 3, days: 200 }]);
    const adjustment = await made(world.token, {
      title: "Breakage",
      adjustmentType: "DAMAGED",
      locationId: world.shopId,
      lines: lots.map((lot) => ({ lotId: lot.id, quantity: 4, reason: "Crushed" })),
    });
    const results = await Promise.all([decide(approvers[0].token, adjustment.id, "APPROVED"), decide(approvers[1].token, adjustment.id, "APPROVED"), decide(approvers[0].token, adjustment.id, "REJECTED")]);
    const won = results.filter((result) => !result.errors);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((result) => result.errors)) expect(lost.errors?.[0].extensions?.code).toBe("CONFLICT");
    const status = expectData(won[0]).updateAdjustmentStatus.status;
    const [moves] = await queryApiDatabase<{ count: string }>("select count(*)::text as count from stock_movements where document_id = $1 and quantity <> 0", [adjustment.id]);
    expect(moves.count).toBe(status === "APPROVED" ? "3" : "0");
    for (const lot of lots) expect(await lotState(lot.id)).toEqual({ status: "IN_INVENTORY", quantity: status === "APPROVED" ? 6 : 10 });
    await booksAgree([product.id], world.shopId);
  });

  it("an approval racing a sale of the same lot never leaves it below zero", async () => {
    const product = await newProduct(world);
    for (let round = 0; round < 4; round += 1) {
      const [lot] = await stock(world, product, world.shopId, [{ packs: 1, days: 200 }]);
      // 7 of the pack's 10 written off while a till sells 6 of it: both cannot happen
      const adjustment = await made(world.token, { title: "Broken strip", adjustmentType: "DAMAGED", locationId: world.shopId, lines: [{ lotId: lot.id, quantity: 7, reason: "Crushed" }] });
      const sale = () => sell(world.token, cart(world.shopId, till.id, [{ productId: product.id, quantity: 6, lotId: lot.id }]), [{ method: "CASH", amount: 1000 }]);
      const approval = () => decide(approvers[round % 2].token, adjustment.id, "APPROVED");
      // round 0: the sale first, then the approval (the approval usually wins a true race); then both at once
      const [sold, approved] = round === 0 ? [await sale(), await approval()] : round % 2 === 0 ? await Promise.all([sale(), approval()]) : (await Promise.all([approval(), sale()])).reverse();
      const after = await lotState(lot.id);
      expect(after.quantity).toBeGreaterThanOrEqual(0);
      if (!approved.errors) {
        expect(after.quantity).toBe(3 - (sold.errors ? 0 : 6));
        expect(sold.errors?.[0].extensions?.code).toBeDefined();
      } else {
        expect(sold.errors).toBeUndefined();
        expect(approved.errors[0]).toMatchObject({ message: `Lot ${lot.actionId} has only 4 left; the adjustment takes out 7.`, extensions: { code: "CONFLICT" } });
        expect(after.quantity).toBe(4);
        // refused, it stays pending; rejected, the lot is untouched
        expectData(await decide(approvers[0].token, adjustment.id, "REJECTED"));
      }
      // the rest of the lot leaves stock so that the next round's sale can only take from the next lot
      const rest = await lotState(lot.id);
      if (rest.quantity > 0) {
        const clear = await made(world.token, { title: "Clear", adjustmentType: "LOST", locationId: world.shopId, lines: [{ lotId: lot.id, quantity: rest.quantity, reason: "Round over" }] });
        expectData(await decide(approvers[1].token, clear.id, "APPROVED"));
      }
      await booksAgree([product.id], world.shopId);
    }
  });
});
