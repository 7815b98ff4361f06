// Reading an audit's lots: one product's summary (getAuditProductSummary: expected and counted units, matched,
// short and excess lots with their values at cost, scanned and remaining lots) and the lot list
// (getAllAuditLots). A lot not counted yet shows what the books hold of it on the shelf now; a counted one what
// they held at its count.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { sumMoney, toMoneyNumber } from "../../../common/money";
import { AUDIT_LOT_STATUSES, type AuditLotStatus, type AuditProductStatus } from "../../../common/schemas/audit";
import { isUuid } from "../../../common/validation/uuid";
import type { Tx } from "../../db";
import { auditLots, auditProducts, audits, productLots, products } from "../../db/schema";
import { locationScope, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { lotsForCount, unitsOnShelf, valueOfUnits, type LotForCount, inStock } from "../inventory";

const AUDIT_PRODUCT_NOT_FOUND_MESSAGE = "Audit product not found.";

export interface AuditProductSummary {
  productId: string;
  productName: string;
  status: AuditProductStatus;
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
  /** Value at cost of the units counted. */
  stockValue: number;
}

/** The summary of one product of an audit at one of the user's locations (NOT_FOUND otherwise). */
export async function auditProductSummary(scope: ServiceScope, auditProductId: string): Promise<AuditProductSummary> {
  const { tx, tenantId } = scope;
  if (!isUuid(auditProductId)) throw notFound(AUDIT_PRODUCT_NOT_FOUND_MESSAGE);
  const [product] = await tx
    .select({ id: auditProducts.id, productId: auditProducts.productId, productName: products.name, status: auditProducts.status, locationId: audits.locationId })
    .from(auditProducts)
    .innerJoin(audits, and(eq(audits.tenantId, auditProducts.tenantId), eq(audits.id, auditProducts.auditId)))
    .innerJoin(products, and(eq(products.tenantId, auditProducts.tenantId), eq(products.id, auditProducts.productId)))
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.id, auditProductId)));
  if (!product || !scope.auth.allowedLocationIds.includes(product.locationId)) throw notFound(AUDIT_PRODUCT_NOT_FOUND_MESSAGE);
  const rows = await tx
    .select({ lotId: auditLots.lotId, status: auditLots.status, expected: auditLots.expectedQuantity, counted: auditLots.actualQuantity, scanType: auditLots.scanType, differenceValue: auditLots.differenceValue })
    .from(auditLots)
    .where(and(eq(auditLots.tenantId, tenantId), eq(auditLots.auditProductId, product.id)));
  const lots = await lotsForCount(tx, tenantId, rows.map((row) => row.lotId));
  const having = (status: AuditLotStatus) => rows.filter((row) => row.status === status);
  const counted = rows.filter((row) => row.counted !== null);
  return {
    productId: product.productId,
    productName: product.productName,
    status: product.status as AuditProductStatus,
    expectedQuantity: rows.reduce((sum, row) => sum + (row.expected ?? unitsOnShelf(lots.get(row.lotId) as LotForCount, product.locationId)), 0),
    actualQuantity: counted.reduce((sum, row) => sum + (row.counted ?? 0), 0),
    matchedCount: having("MATCHED").length,
    shortCount: having("SHORT").length,
    shortAmount: toMoneyNumber(sumMoney(having("SHORT").map((row) => row.differenceValue))),
    excessCount: having("EXCESS").length,
    excessAmount: toMoneyNumber(sumMoney(having("EXCESS").map((row) => row.differenceValue))),
    totalLots: rows.length,
    scannedLots: rows.filter((row) => row.scanType !== null).length,
    remainingLots: having("PENDING").length,
    stockValue: toMoneyNumber(sumMoney(counted.map((row) => valueOfUnits(lots.get(row.lotId) as LotForCount, row.counted ?? 0)))),
  };
}

export interface AuditLotRow {
  id: string;
  auditId: string;
  auditProductId: string;
  lotId: string;
  actionId: string;
  batchNumber: string;
  batchExpiry: string;
  status: AuditLotStatus;
  expectedQuantity: number;
  actualQuantity: number | null;
  scanType: string | null;
  isExpected: boolean;
  lotStockValue: number;
  countedAt: Date | null;
}

const lotJoin = and(eq(productLots.tenantId, auditLots.tenantId), eq(productLots.id, auditLots.lotId));
const auditJoin = and(eq(audits.tenantId, auditLots.tenantId), eq(audits.id, auditLots.auditId));
/** What the books hold of a lot not counted yet on the audited shelf now. */
const expectedNow = sql<number>`coalesce(${auditLots.expectedQuantity}, case when ${productLots.locationId} = ${audits.locationId} and ${inStock()} then ${productLots.quantity} else 0 end)`;

const auditLotListFields: ListFieldMap = {
  id: { column: auditLots.id, kind: "uuid" },
  auditId: { column: auditLots.auditId, kind: "uuid" },
  auditProductId: { column: auditLots.auditProductId, kind: "uuid" },
  actionId: { column: productLots.actionId, kind: "text" },
  status: { column: auditLots.status, kind: "enum", values: AUDIT_LOT_STATUSES },
  expectedQuantity: { column: expectedNow, kind: "number" },
  actualQuantity: { column: auditLots.actualQuantity, kind: "number" },
  countedAt: { column: auditLots.countedAt, kind: "date" },
};

async function selectAuditLots(tx: Tx, where: SQL | undefined, page: { orderBy: SQL[]; limit: number; offset: number }): Promise<AuditLotRow[]> {
  const rows = await tx
    .select({
      id: auditLots.id,
      auditId: auditLots.auditId,
      auditProductId: auditLots.auditProductId,
      lotId: auditLots.lotId,
      actionId: productLots.actionId,
      batchNumber: productLots.batchNumber,
      batchExpiry: productLots.batchExpiry,
      status: auditLots.status,
      expectedQuantity: expectedNow,
      actualQuantity: auditLots.actualQuantity,
      scanType: auditLots.scanType,
      isExpected: auditLots.isExpected,
      differenceValue: auditLots.differenceValue,
      countedAt: auditLots.countedAt,
    })
    .from(auditLots)
    .innerJoin(productLots, lotJoin)
    .innerJoin(audits, auditJoin)
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ differenceValue, ...row }) => ({
    ...row,
    status: row.status as AuditLotStatus,
    expectedQuantity: Number(row.expectedQuantity),
    lotStockValue: toMoneyNumber(differenceValue),
  }));
}

/** The lots of the audits at the location (or at any of the user's), typically filtered by auditProductId. */
export function listAuditLots(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<AuditLotRow>> {
  const { tx, tenantId } = scope;
  const inAudits = tx
    .select({ id: audits.id })
    .from(audits)
    .where(and(eq(audits.tenantId, tenantId), locationScope(scope, audits.locationId, args.locationId)));
  return runList(tx, args, {
    fields: auditLotListFields,
    tieBreaker: auditLots.id,
    defaultSort: [{ field: "actionId", direction: "ASC" }],
    from: auditLots,
    joins: [innerJoin(productLots, lotJoin), innerJoin(audits, auditJoin)],
    where: and(eq(auditLots.tenantId, tenantId), inArray(auditLots.auditId, inAudits)),
    page: (window) => selectAuditLots(tx, window.where, window),
  });
}
