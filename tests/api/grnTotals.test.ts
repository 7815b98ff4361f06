// A GRN's totals apart by QC outcome (issue 25, item 16): the review's GRN received 8 packs worth PKR 3,621 and QC
// rejected a PKR 1,326 line (3 packs), yet the GRN still said 3,621 and 8 packs. Received, rejected, awaiting QC and
// accepted figures are read apart; the GRN's amount, tax and total are what was not rejected, on the GRN and in the
// list (and in the stored column the list sorts by).
import { beforeAll, describe, expect, it } from "vitest";
import { queryApiDatabase } from "../support/apiDatabase";
import { call } from "./catalogueHelpers";
import { createPurchaseOrder, grnDto, grnLine, procurementWorld, type ProcurementWorld } from "./procurementHelpers";

const FIGURES = "lines packs amount discount tax value";
const GRN = `id amount discount tax total advanceIncomeTax receivedQuantity
  received { ${FIGURES} } rejected { ${FIGURES} } awaitingQc { ${FIGURES} } accepted { ${FIGURES} } items { id status }`;

type Figures = { lines: number; packs: number; amount: number; discount: number; tax: number; value: number };
type GrnFigures = {
  id: string;
  amount: number;
  discount: number;
  tax: number;
  total: number;
  receivedQuantity: number;
  received: Figures;
  rejected: Figures;
  awaitingQc: Figures;
  accepted: Figures;
  items: { id: string; status: string }[];
};

const none: Figures = { lines: 0, packs: 0, amount: 0, discount: 0, tax: 0, value: 0 };
let world: ProcurementWorld;

beforeAll(async () => {
  world = await procurementWorld();
});

describe("a GRN with a line rejected at QC", () => {
  it("counts what was accepted in its total, and shows received and rejected apart", async () => {
    const order = await createPurchaseOrder(world, [
      { productId: world.products[2].id, requiredQuantity: 5, tradePrice: 459 },
      { productId: world.products[3].id, requiredQuantity: 3, tradePrice: 442 },
    ]);
    const [kept, refused] = order.items;
    const grn = await call<GrnFigures>(`mutation ($grnDto: GrnInput!) { createGrn(grnDto: $grnDto) { ${GRN} } }`, "createGrn", {
      grnDto: grnDto(order.id, [grnLine(kept.id, 5, { tradePrice: 459, discValue: 45, gstValue: 45 }), grnLine(refused.id, 3, { tradePrice: 442 })]),
    }, world.token);
    // before QC: everything received waits for it, and counts
    const all: Figures = { lines: 2, packs: 8, amount: 3621, discount: 45, tax: 45, value: 3621 };
    expect(grn).toMatchObject({ amount: 3621, total: 3621, receivedQuantity: 8, received: all, awaitingQc: all, rejected: none, accepted: none });

    const [keptItem, refusedItem] = grn.items;
    const after = await call<GrnFigures>(`mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { ${GRN} } }`, "updateGrnQCStatus", {
      grnId: grn.id,
      items: [
        { grnItemId: keptItem.id, status: "ACCEPTED" },
        { grnItemId: refusedItem.id, status: "REJECTED", comment: "Broken seals" },
      ],
    }, world.token);
    expect(after).toMatchObject({
      amount: 2295,
      discount: 45,
      tax: 45,
      total: 2295,
      receivedQuantity: 8,
      received: all,
      rejected: { lines: 1, packs: 3, amount: 1326, discount: 0, tax: 0, value: 1326 },
      awaitingQc: none,
      accepted: { lines: 1, packs: 5, amount: 2295, discount: 45, tax: 45, value: 2295 },
    });

    // the same in the list, and in the columns it sorts and filters by
    const listed = await call<{ data: GrnFigures[] }>(
      `query ($filter: [FilterGroupInput!]) { getAllGrns(filter: $filter, limit: 1) { data { ${GRN} } } }`,
      "getAllGrns",
      { filter: [{ conditions: [{ field: "id", operator: "EQUAL", value: grn.id }] }] },
      world.token,
    );
    expect(listed.data[0]).toMatchObject({ total: 2295, rejected: { value: 1326 } });
    const [stored] = await queryApiDatabase<{ amount: string; total: string }>("select amount::text, total::text from grns where id = $1", [grn.id]);
    expect(stored).toEqual({ amount: "2295.00", total: "2295.00" });
  });

  it("keeps the advance income tax in the total and drops everything rejected", async () => {
    const order = await createPurchaseOrder(world, [{ productId: world.products[4].id, requiredQuantity: 2, foc: 1, tradePrice: 100.05 }]);
    const grn = await call<GrnFigures>(`mutation ($grnDto: GrnInput!) { createGrn(grnDto: $grnDto) { ${GRN} } }`, "createGrn", {
      grnDto: grnDto(order.id, [grnLine(order.items[0].id, 2, { tradePrice: 100.05, foc: 1, gstValue: 17.01 })], { advanceIncomeTax: 2.5 }),
    }, world.token);
    expect(grn).toMatchObject({ amount: 200.1, tax: 17.01, total: 219.61, received: { packs: 3, value: 217.11 } });
    const after = await call<GrnFigures>(`mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { ${GRN} } }`, "updateGrnQCStatus", {
      grnId: grn.id,
      items: [{ grnItemId: grn.items[0].id, status: "REJECTED", comment: "Wrong batch" }],
    }, world.token);
    expect(after).toMatchObject({ amount: 0, tax: 0, total: 2.5, receivedQuantity: 3, rejected: { packs: 3, value: 217.11 }, accepted: none });
  });
});
