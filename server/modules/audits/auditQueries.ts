// Reading audits: the list (getAllAudits, newest number first unless sorted otherwise) with each audit's matched,
// short and excess products and values summed from its completed products, one audit (getAudit) and its
// products. Only audits at the user's locations: any other is NOT_FOUND. A page is two statements.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { toMoneyNumber } from "../../../common/money";
import { AUDIT_STATUSES, AUDIT_TYPES, type AuditProductStatus, type AuditStatus, type AuditType } from "../../../common/schemas/audit";
import { isUuid } from "../../../common/validation/uuid";
import type { Tx } from "../../db";
import { auditProducts, audits, locations, products } from "../../db/schema";
import { locationScope, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { AUDIT_NOT_FOUND_MESSAGE } from "./auditAccess";

export interface AuditProductRow {
  id: string;
  status: AuditProductStatus;
  lotCount: number;
  /** The product's own code: an audit counts a product once. */
  secondaryId: string;
  product: { id: string; name: string; secondaryId: string; uomFactor: number };
}

export interface AuditRow {
  id: string;
  secondaryId: string;
  type: AuditType;
  status: AuditStatus;
  percentage: number | null;
  location: { id: string; name: string };
  itemCount: number;
  lotCount: number;
  matchedProducts: number;
  shortProducts: number;
  shortStockValue: number;
  excessProducts: number;
  excessStockValue: number;
  closureReason: string | null;
  adjustmentId: string | null;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
  /** Loaded with one audit (getAudit); a list loads them only when asked. */
}

const locationJoin = and(eq(locations.tenantId, audits.tenantId), eq(locations.id, audits.locationId));

const auditListFields: ListFieldMap = {
  id: { column: audits.id, kind: "uuid" },
  secondaryId: { column: audits.secondaryId, kind: "text" },
  status: { column: audits.status, kind: "enum", values: AUDIT_STATUSES },
  type: { column: audits.type, kind: "enum", values: AUDIT_TYPES },
  itemCount: { column: audits.itemCount, kind: "number" },
  lotCount: { column: audits.lotCount, kind: "number" },
  createdAt: { column: audits.createdAt, kind: "date" },
  updatedAt: { column: audits.updatedAt, kind: "date" },
  locationId: { column: audits.locationId, kind: "uuid" },
  "location.name": { column: locations.name, kind: "text" },
};

interface ProductTotals {
  matchedProducts: number;
  shortProducts: number;
  excessProducts: number;
  shortStockValue: number;
  excessStockValue: number;
}

/** Each audit's completed products summed: matched (no short or excess lot), short, excess and their values. */
async function totalsOf(tx: Tx, tenantId: string, auditIds: readonly string[]): Promise<Map<string, ProductTotals>> {
  if (auditIds.length === 0) return new Map();
  const rows = await tx
    .select({
      auditId: auditProducts.auditId,
      matched: sql<number>`count(*) filter (where ${auditProducts.status} = 'COMPLETED' and ${auditProducts.shortCount} = 0 and ${auditProducts.excessCount} = 0)::int`,
      short: sql<number>`count(*) filter (where ${auditProducts.shortCount} > 0)::int`,
      excess: sql<number>`count(*) filter (where ${auditProducts.excessCount} > 0)::int`,
      shortValue: sql<string>`coalesce(sum(${auditProducts.shortValue}), 0)::text`,
      excessValue: sql<string>`coalesce(sum(${auditProducts.excessValue}), 0)::text`,
    })
    .from(auditProducts)
    .where(and(eq(auditProducts.tenantId, tenantId), inArray(auditProducts.auditId, [...auditIds])))
    .groupBy(auditProducts.auditId);
  return new Map(
    rows.map((row) => [
      row.auditId,
      {
        matchedProducts: Number(row.matched),
        shortProducts: Number(row.short),
        excessProducts: Number(row.excess),
        shortStockValue: toMoneyNumber(row.shortValue),
        excessStockValue: toMoneyNumber(row.excessValue),
      },
    ]),
  );
}

async function selectAudits(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<AuditRow[]> {
  const query = tx
    .select({ audit: audits, location: { id: locations.id, name: locations.name } })
    .from(audits)
    .innerJoin(locations, locationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  const totals = await totalsOf(tx, tenantId, rows.map((row) => row.audit.id));
  const none: ProductTotals = { matchedProducts: 0, shortProducts: 0, excessProducts: 0, shortStockValue: 0, excessStockValue: 0 };
  return rows.map(({ audit, location }) => ({
    id: audit.id,
    secondaryId: audit.secondaryId,
    type: audit.type as AuditType,
    status: audit.status as AuditStatus,
    percentage: audit.percentage,
    location,
    itemCount: audit.itemCount,
    lotCount: audit.lotCount,
    ...(totals.get(audit.id) ?? none),
    closureReason: audit.closureReason,
    adjustmentId: audit.adjustmentId,
    createdAt: audit.createdAt,
    updatedAt: audit.updatedAt,
    closedAt: audit.closedAt,
  }));
}

/** The audit's products, by name. */
/** The products of each audit of `auditIds`, by name, in the order of the ids (one statement for a page). */
export async function auditProductsOfAudits(scope: ServiceScope, auditIds: readonly string[]): Promise<AuditProductRow[][]> {
  if (auditIds.length === 0) return [];
  const rows = await scope.tx
    .select({
      auditId: auditProducts.auditId,
      id: auditProducts.id,
      status: auditProducts.status,
      lotCount: auditProducts.lotCount,
      product: { id: products.id, name: products.name, secondaryId: products.secondaryId, uomFactor: products.uomFactor },
    })
    .from(auditProducts)
    .innerJoin(products, and(eq(products.tenantId, auditProducts.tenantId), eq(products.id, auditProducts.productId)))
    .where(and(eq(auditProducts.tenantId, scope.tenantId), inArray(auditProducts.auditId, [...auditIds])))
    .orderBy(asc(products.name), asc(products.id));
  const byAudit = new Map<string, AuditProductRow[]>(auditIds.map((id) => [id, []]));
  for (const { auditId, ...row } of rows) byAudit.get(auditId)?.push({ ...row, status: row.status as AuditProductStatus, secondaryId: row.product.secondaryId });
  return auditIds.map((id) => byAudit.get(id) ?? []);
}

/** One audit at one of the user's locations (NOT_FOUND otherwise); its products come with the field's loader. */
export async function findAudit(scope: ServiceScope, auditId: string): Promise<AuditRow> {
  if (!isUuid(auditId)) throw notFound(AUDIT_NOT_FOUND_MESSAGE);
  const [row] = await selectAudits(scope.tx, scope.tenantId, and(eq(audits.tenantId, scope.tenantId), eq(audits.id, auditId)));
  if (!row || !scope.auth.allowedLocationIds.includes(row.location.id)) throw notFound(AUDIT_NOT_FOUND_MESSAGE);
  return row;
}

/** The audits at the location, or at every location of the user's. */
export function listAudits(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<AuditRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: auditListFields,
    tieBreaker: audits.id,
    defaultSort: [{ field: "secondaryId", direction: "DESC" }],
    from: audits,
    joins: [innerJoin(locations, locationJoin)],
    where: and(eq(audits.tenantId, tenantId), locationScope(scope, audits.locationId, args.locationId)),
    page: (window) => selectAudits(tx, tenantId, window.where, window),
  });
}
