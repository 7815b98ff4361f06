// Reading adjustments: a page of them at the user's locations (getAdjustments, newest code first) and one with its
// products and lots (getAdjustment, the spec's Adjustment detail). An adjustment at a location the user may not
// work at is NOT_FOUND, as one of another company is.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { groupBy } from "../../../common/groupBy";
import { sumMoney } from "../../../common/money";
import { ADJUSTMENT_STATUSES, ADJUSTMENT_TYPES, type AdjustmentLineKind, type AdjustmentStatus, type AdjustmentType } from "../../../common/schemas/adjustment";
import { isUuid } from "../../../common/validation/uuid";
import type { Tx } from "../../db";
import { adjustmentLines, adjustments, audits, locations, productLots, products, users } from "../../db/schema";
import { locationScope, requireAuth, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";

export const ADJUSTMENT_NOT_FOUND_MESSAGE = "Adjustment not found.";

interface AdjustmentUser {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AdjustmentRow {
  id: string;
  secondaryId: string;
  title: string;
  remarks: string | null;
  adjustmentType: AdjustmentType;
  status: AdjustmentStatus;
  auditId: string | null;
  /** The audit's code (AUD-000012) when its close made the adjustment. */
  auditSecondaryId: string | null;
  location: { id: string; name: string };
  itemCount: number;
  lotCount: number;
  adjustedQuantity: number;
  stockValue: string;
  stockValueExcludingTax: string;
  taxValue: string;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  createdBy: AdjustmentUser | null;
  updatedBy: AdjustmentUser | null;
  approvedBy: AdjustmentUser | null;
}

/** One line: the lot as it was when recorded and as the approval left it (adjustmentLot of the spec). */
export interface AdjustmentLotRow {
  id: string;
  lotId: string;
  actionId: string;
  batchNumber: string;
  kind: AdjustmentLineKind;
  reason: string;
  status: string;
  adjustedStatus: string | null;
  expiryDate: string;
  originalQuantity: number;
  /** Signed selling units: negative takes out. */
  adjustedQuantity: number;
  holdsLot: boolean;
  locationName: string;
  stockValue: string;
  stockValueExcludingTax: string;
  taxValue: string;
}

export interface AdjustmentProductRow {
  id: string;
  locationId: string;
  productName: string;
  netQuantity: number;
  stockValue: string;
  adjustmentLot: AdjustmentLotRow[];
}

export interface AdjustmentDetail extends AdjustmentRow {
  products: AdjustmentProductRow[];
}

const locationJoin = and(eq(locations.tenantId, adjustments.tenantId), eq(locations.id, adjustments.locationId));
const auditJoin = and(eq(audits.tenantId, adjustments.tenantId), eq(audits.id, adjustments.auditId));

const adjustmentListFields: ListFieldMap = {
  id: { column: adjustments.id, kind: "uuid" },
  secondaryId: { column: adjustments.secondaryId, kind: "text" },
  title: { column: adjustments.title, kind: "text" },
  adjustmentType: { column: adjustments.adjustmentType, kind: "enum", values: ADJUSTMENT_TYPES },
  status: { column: adjustments.status, kind: "enum", values: ADJUSTMENT_STATUSES },
  auditId: { column: adjustments.auditId, kind: "uuid" },
  locationId: { column: adjustments.locationId, kind: "uuid" },
  itemCount: { column: adjustments.itemCount, kind: "number" },
  lotCount: { column: adjustments.lotCount, kind: "number" },
  adjustedQuantity: { column: adjustments.adjustedQuantity, kind: "number" },
  stockValue: { column: adjustments.stockValue, kind: "number" },
  createdAt: { column: adjustments.createdAt, kind: "date" },
  updatedAt: { column: adjustments.updatedAt, kind: "date" },
  "location.name": { column: locations.name, kind: "text" },
};

async function usersByIds(tx: Tx, tenantId: string, ids: readonly (string | null)[]): Promise<Map<string, AdjustmentUser>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function selectAdjustments(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<AdjustmentRow[]> {
  const query = tx
    .select({ adjustment: adjustments, location: { id: locations.id, name: locations.name }, auditSecondaryId: audits.secondaryId })
    .from(adjustments)
    .innerJoin(locations, locationJoin)
    .leftJoin(audits, auditJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  const people = await usersByIds(tx, tenantId, rows.flatMap(({ adjustment: a }) => [a.createdBy, a.updatedBy, a.approvedBy]));
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map(({ adjustment: a, location, auditSecondaryId }) => ({
    id: a.id,
    secondaryId: a.secondaryId,
    title: a.title,
    remarks: a.remarks,
    adjustmentType: a.adjustmentType as AdjustmentType,
    status: a.status as AdjustmentStatus,
    auditId: a.auditId,
    auditSecondaryId,
    location,
    itemCount: a.itemCount,
    lotCount: a.lotCount,
    adjustedQuantity: a.adjustedQuantity,
    stockValue: a.stockValue,
    stockValueExcludingTax: a.stockValueExcludingTax,
    taxValue: a.taxValue,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    approvedAt: a.approvedAt,
    createdBy: person(a.createdBy),
    updatedBy: person(a.updatedBy),
    approvedBy: person(a.approvedBy),
  }));
}

/** The adjustment's lines grouped by product (by name), each product's lots by code. */
async function productsOf(tx: Tx, tenantId: string, adjustment: AdjustmentRow): Promise<AdjustmentProductRow[]> {
  const rows = await tx
    .select({
      id: adjustmentLines.id,
      lotId: adjustmentLines.lotId,
      productId: adjustmentLines.productId,
      productName: products.name,
      actionId: productLots.actionId,
      batchNumber: productLots.batchNumber,
      expiryDate: productLots.batchExpiry,
      kind: adjustmentLines.kind,
      reason: adjustmentLines.reason,
      status: adjustmentLines.originalStatus,
      adjustedStatus: adjustmentLines.adjustedStatus,
      originalQuantity: adjustmentLines.originalQuantity,
      adjustedQuantity: adjustmentLines.quantity,
      holdsLot: adjustmentLines.holdsLot,
      stockValue: adjustmentLines.stockValue,
      stockValueExcludingTax: adjustmentLines.stockValueExcludingTax,
      taxValue: adjustmentLines.taxValue,
    })
    .from(adjustmentLines)
    .innerJoin(productLots, and(eq(productLots.tenantId, adjustmentLines.tenantId), eq(productLots.id, adjustmentLines.lotId)))
    .innerJoin(products, and(eq(products.tenantId, adjustmentLines.tenantId), eq(products.id, adjustmentLines.productId)))
    .where(and(eq(adjustmentLines.tenantId, tenantId), eq(adjustmentLines.adjustmentId, adjustment.id)))
    .orderBy(asc(products.name), asc(productLots.actionId));
  return [...groupBy(rows, (row) => row.productId).values()].map((lines) => ({
    id: lines[0].productId,
    locationId: adjustment.location.id,
    productName: lines[0].productName,
    netQuantity: lines.reduce((sum, line) => sum + line.adjustedQuantity, 0),
    stockValue: sumMoney(lines.map((line) => line.stockValue)).toFixed(2),
    adjustmentLot: lines.map(({ productId: _product, productName: _name, ...line }) => ({
      ...line,
      kind: line.kind as AdjustmentLineKind,
      locationName: adjustment.location.name,
    })),
  }));
}

/** An adjustment of the tenant at one of the user's locations, with its products and lots (NOT_FOUND otherwise). */
export async function findAdjustment(scope: ServiceScope, id: string): Promise<AdjustmentDetail> {
  const { tx, tenantId } = scope;
  if (!isUuid(id)) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
  const [row] = await selectAdjustments(tx, tenantId, and(eq(adjustments.tenantId, tenantId), eq(adjustments.id, id)));
  if (!row || !requireAuth(scope).allowedLocationIds.includes(row.location.id)) throw notFound(ADJUSTMENT_NOT_FOUND_MESSAGE);
  return { ...row, products: await productsOf(tx, tenantId, row) };
}

/** Adjustments at the location, or at any of the user's locations; newest code first unless sorted otherwise. */
export function listAdjustments(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<AdjustmentRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: adjustmentListFields,
    tieBreaker: adjustments.id,
    defaultSort: [{ field: "secondaryId", direction: "DESC" }],
    from: adjustments,
    joins: [innerJoin(locations, locationJoin)],
    where: and(eq(adjustments.tenantId, tenantId), locationScope(scope, adjustments.locationId, args.locationId)),
    page: (window) => selectAdjustments(tx, tenantId, window.where, window),
  });
}
