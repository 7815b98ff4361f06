// Stock intake of one GRN with 50 items × 100 packs (5,000 lots and 5,000 ledger rows) through the API:
// createPurchaseOrder → createGrn → updateGrnQCStatus → updateGrnReceivedStatus (timed, 3 rounds).
type Call = <T>(body: object) => Promise<T>;

const ITEMS = 50;
const PACKS = 100;
const ROUNDS = 3;
/** The target for one such intake (the API test of it checks what it does, not how fast). */
export const STOCK_INTAKE_TARGET_MS = 1000;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function benchStockIntake(call: Call): Promise<number[]> {
  const { getVendors } = await call<{ getVendors: { data: { id: string }[] } }>({ query: `{ getVendors(limit: 1, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }` });
  const { getLocations } = await call<{ getLocations: { data: { id: string }[] } }>({ query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "type", operator: EQUAL, value: "WAREHOUSE" }] }], sort: [{ field: "secondaryId", direction: ASC }]) { data { id } } }` });
  const { getProducts } = await call<{ getProducts: { data: { id: string }[] } }>({ query: `{ getProducts(limit: ${ITEMS}, filter: [{ conditions: [{ field: "status", operator: EQUAL, value: "ACTIVE" }] }]) { data { id } } }` });
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const productIds = getProducts.data.map((product) => product.id);
    const { createPurchaseOrder } = await call<{ createPurchaseOrder: { id: string; items: { id: string }[] } }>({
      query: `mutation ($dto: PurchaseOrderInput!) { createPurchaseOrder(purchaseOrderDto: $dto) { id items { id } } }`,
      variables: { dto: { vendorId: getVendors.data[0].id, deliveryLocationId: getLocations.data[0].id, expectedDeliveryDate: inDays(3), items: productIds.map((productId) => ({ productId, requiredQuantity: PACKS, tradePrice: 10 })) } },
    });
    const { createGrn } = await call<{ createGrn: { id: string; items: { id: string }[] } }>({
      query: `mutation ($dto: GrnInput!) { createGrn(grnDto: $dto) { id items { id } } }`,
      variables: {
        dto: {
          poId: createPurchaseOrder.id,
          invoiceNumber: `BENCH-${round}`,
          invoiceDate: inDays(0),
          stockArrivalDate: inDays(0),
          items: createPurchaseOrder.items.map((item) => ({ poItemId: item.id, batchNumber: "BENCH", batchExpiry: inDays(400), mrp: 15, tradePrice: 10, receivedQuantity: PACKS })),
        },
      },
    });
    await call({
      query: `mutation ($grnId: ID!, $items: [GrnQcItemInput!]!) { updateGrnQCStatus(grnId: $grnId, items: $items) { id } }`,
      variables: { grnId: createGrn.id, items: createGrn.items.map((item) => ({ grnItemId: item.id, status: "ACCEPTED" })) },
    });
    const started = performance.now();
    await call({ query: `mutation ($ids: [ID!]!) { updateGrnReceivedStatus(grnIds: $ids) { id status } }`, variables: { ids: [createGrn.id] } });
    timings.push(performance.now() - started);
  }
  if (Math.min(...timings) > STOCK_INTAKE_TARGET_MS) console.warn(`Stock intake of ${ITEMS * PACKS} lots is over its target of ${STOCK_INTAKE_TARGET_MS} ms in every round.`);
  return timings;
}
