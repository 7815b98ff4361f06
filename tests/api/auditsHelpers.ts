// Operations and fixtures of the stock audit API tests: a store of their own (an ALL audit counts every product
// there, so no other test's stock may be in it), products stocked there, and the audit operations.
import { gql, type GqlResult } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData } from "../support/assertions";
import { adjustmentWorld, type AdjustmentWorld } from "./adjustmentsHelpers";
import { newProduct, stock, type SaleProduct } from "./ordersHelpers";
import type { Lot } from "./procurementHelpers";

export const AUDIT_FIELDS = `id secondaryId type status percentage locationId location { id name } itemCount lotCount matchedProducts shortProducts
  shortStockValue excessProducts excessStockValue closureReason adjustmentId createdAt closedAt
  auditProducts { id status lotCount secondaryId product { id name secondaryId uomFactor } }`;
export const SUMMARY_FIELDS = `productId productName status expectedQuantity actualQuantity matchedCount shortCount shortAmount excessCount excessAmount
  totalLots scannedLots remainingLots stockValue`;
export const AUDIT_LOT_FIELDS = `id auditId auditProductId lotId actionId status expectedQuantity actualQuantity scanType isExpected lotStockValue`;

const LIST_ARGS = "$page: Int, $limit: Int, $sort: [SortInput!], $filter: [FilterGroupInput!], $locationId: ID";
const LIST_PASS = "page: $page, limit: $limit, sort: $sort, filter: $filter, locationId: $locationId";

export const auditOps = {
  create: `mutation ($dto: CreateAuditInput!) { createAudit(createAuditDto: $dto) { ${AUDIT_FIELDS} } }`,
  get: `query ($auditId: ID!) { getAudit(auditId: $auditId) { ${AUDIT_FIELDS} } }`,
  list: `query (${LIST_ARGS}) { getAllAudits(${LIST_PASS}) { data { ${AUDIT_FIELDS} } meta { page limit total totalCount } } }`,
  summary: `query ($id: ID!) { getAuditProductSummary(auditProductId: $id) { ${SUMMARY_FIELDS} } }`,
  lots: `query (${LIST_ARGS}) { getAllAuditLots(${LIST_PASS}) { data { ${AUDIT_LOT_FIELDS} } meta { total totalCount } } }`,
  start: `mutation ($auditId: ID!, $productId: ID!) { startAudit(auditId: $auditId, productId: $productId) }`,
  scan: `mutation ($dto: ScanLotsInput!) { scanAuditLot(scanLotsDto: $dto) }`,
  complete: `mutation ($auditId: ID!, $productId: ID!) { completeProductAudit(auditId: $auditId, productId: $productId) { ${SUMMARY_FIELDS} } }`,
  close: `mutation ($auditId: ID!, $reason: String!) { closeAudit(auditId: $auditId, closureReason: $reason) }`,
};

export type AuditProduct = { id: string; status: string; lotCount: number; product: { id: string; name: string } };
export type Audit = {
  id: string;
  secondaryId: string;
  type: string;
  status: string;
  percentage: number | null;
  locationId: string;
  itemCount: number;
  lotCount: number;
  matchedProducts: number;
  shortProducts: number;
  shortStockValue: number;
  excessProducts: number;
  excessStockValue: number;
  closureReason: string | null;
  adjustmentId: string | null;
  auditProducts: AuditProduct[];
};
export type ProductSummary = {
  productId: string;
  status: string;
  expectedQuantity: number;
  actualQuantity: number;
  matchedCount: number;
  shortCount: number;
  shortAmount: number;
  excessCount: number;
  excessAmount: number;
  totalLots: number;
  scannedLots: number;
  remainingLots: number;
  stockValue: number;
};
export type AuditLot = {
  id: string;
  lotId: string;
  actionId: string;
  status: string;
  expectedQuantity: number;
  actualQuantity: number | null;
  scanType: string | null;
  isExpected: boolean;
  lotStockValue: number;
};

export type AuditWorld = AdjustmentWorld;

/** The sales world and a new store of its own (shopId), the administrator able to work there. */
export const auditWorld = (): Promise<AuditWorld> => adjustmentWorld();

/** New products, each stocked at the location with `packs` packs of 10 (one batch); answers them with their lots. */
export async function stockedProducts(world: AuditWorld, locationId: string, count: number, packs = 1): Promise<{ product: SaleProduct; lots: Lot[] }[]> {
  const made: { product: SaleProduct; lots: Lot[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const product = await newProduct(world);
    made.push({ product, lots: await stock(world, product, locationId, [{ packs, days: 200 }]) });
  }
  return made;
}

export const createAudit = (token: string, dto: object) => gql<{ createAudit: Audit }>(auditOps.create, { dto }, { token });
export const created = async (token: string, dto: object): Promise<Audit> => expectData(await createAudit(token, dto)).createAudit;
export const getAudit = async (token: string, auditId: string): Promise<Audit> => expectData(await gql<{ getAudit: Audit }>(auditOps.get, { auditId }, { token })).getAudit;
export const start = (token: string, auditId: string, productId: string) => gql<{ startAudit: boolean }>(auditOps.start, { auditId, productId }, { token });
export const complete = (token: string, auditId: string, productId: string) => gql<{ completeProductAudit: ProductSummary }>(auditOps.complete, { auditId, productId }, { token });
export const close = (token: string, auditId: string, reason: string) => gql<{ closeAudit: boolean }>(auditOps.close, { auditId, reason }, { token });

export interface Scan {
  auditId: string;
  productId: string;
  code: string;
  /** An Open scan's loose units; none for a Box scan. */
  quantity?: number;
  force?: boolean;
}

export function scan(token: string, { auditId, productId, code, quantity, force }: Scan): Promise<GqlResult<{ scanAuditLot: boolean }>> {
  return gql<{ scanAuditLot: boolean }>(auditOps.scan, { dto: { auditId, productId, scannedLotActionId: code, quantity, force } }, { token });
}

export async function auditLots(token: string, auditProductId: string): Promise<AuditLot[]> {
  const page = expectData(
    await gql<{ getAllAuditLots: { data: AuditLot[] } }>(auditOps.lots, { limit: 1000, filter: [{ conditions: [{ field: "auditProductId", operator: "EQUAL", value: auditProductId }] }] }, { token }),
  );
  return page.getAllAuditLots.data;
}

export async function summaryOf(token: string, auditProductId: string): Promise<ProductSummary> {
  return expectData(await gql<{ getAuditProductSummary: ProductSummary }>(auditOps.summary, { id: auditProductId }, { token })).getAuditProductSummary;
}

/** The lots' statuses and quantities, by lot id. */
export async function lotStates(lotIds: readonly string[]): Promise<Map<string, { status: string; quantity: number }>> {
  // a lot reads IN_AUDIT while an audit of its location that is not closed counts its product; it stays stored IN_INVENTORY
  const rows = await queryApiDatabase<{ id: string; status: string; quantity: number }>(
    `select l.id, l.quantity, case when l.status = 'IN_INVENTORY' and exists (select 1 from audits a join audit_products p on p.tenant_id = a.tenant_id and p.audit_id = a.id
        where a.tenant_id = l.tenant_id and a.location_id = l.location_id and a.status <> 'CLOSED' and p.product_id = l.product_id) then 'IN_AUDIT' else l.status end as status
      from product_lots l where l.id = any(string_to_array($1, ',')::uuid[])`,
    [lotIds.join(",")],
  );
  return new Map(rows.map((row) => [row.id, { status: row.status, quantity: Number(row.quantity) }]));
}

/** The lots' statuses as stored, and their ledger rows of the kind AUDIT: a count writes neither. */
export async function storedLotStates(lotIds: readonly string[]): Promise<{ statuses: string[]; auditRows: number }> {
  const ids = [lotIds.join(",")];
  const lots = await queryApiDatabase<{ status: string }>("select status from product_lots where id = any(string_to_array($1, ',')::uuid[])", ids);
  const [ledger] = await queryApiDatabase<{ rows: string }>("select count(*)::text as rows from stock_movements where kind = 'AUDIT' and lot_id = any(string_to_array($1, ',')::uuid[])", ids);
  return { statuses: [...new Set(lots.map((row) => row.status))], auditRows: Number(ledger.rows) };
}

/** The audit's product of a product. */
export function auditProductOf(audit: Audit, productId: string): AuditProduct {
  const found = audit.auditProducts.find((row) => row.product.id === productId);
  if (!found) throw new Error(`Audit ${audit.secondaryId} does not count product ${productId}.`);
  return found;
}
