// Reading transfers: those leaving a location (getTransfers), those arriving at one (getTransferReceives), one
// transfer (getTransfer) seen from either end. A page is two statements: the transfers, then their items.
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { groupBy } from "../../../common/groupBy";
import { TRANSFER_STATUSES, type TransferStatus } from "../../../common/schemas/transfer";
import { isUuid } from "../../../common/validation/uuid";
import type { Tx } from "../../db";
import { locations, productLots, products, transferItems, transfers } from "../../db/schema";
import { locationScope, requireAuth, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";

export const TRANSFER_NOT_FOUND_MESSAGE = "Transfer not found.";

export interface TransferPlace {
  id: string;
  name: string;
  type: string;
}

export interface TransferItemRow {
  id: string;
  status: string;
  quantity: number;
  receivedAt: Date | null;
  productLot: { id: string; actionId: string; batchNumber: string; batchExpiry: string; product: { id: string; secondaryId: string; name: string } };
}

export interface TransferRow {
  id: string;
  secondaryId: string;
  description: string | null;
  expectedDeliveryDate: string | null;
  demandNoteId: string | null;
  status: TransferStatus;
  itemCount: number;
  receivedCount: number;
  locationFrom: TransferPlace;
  locationTo: TransferPlace;
  transferItems: TransferItemRow[];
  createdAt: Date;
  updatedAt: Date;
}

const locationFrom = alias(locations, "location_from");
const locationTo = alias(locations, "location_to");
const fromJoin = and(eq(locationFrom.tenantId, transfers.tenantId), eq(locationFrom.id, transfers.locationFromId));
const toJoin = and(eq(locationTo.tenantId, transfers.tenantId), eq(locationTo.id, transfers.locationToId));

const transferListFields: ListFieldMap = {
  id: { column: transfers.id, kind: "uuid" },
  secondaryId: { column: transfers.secondaryId, kind: "text" },
  status: { column: transfers.status, kind: "enum", values: TRANSFER_STATUSES },
  demandNoteId: { column: transfers.demandNoteId, kind: "uuid" },
  expectedDeliveryDate: { column: transfers.expectedDeliveryDate, kind: "date" },
  itemCount: { column: transfers.itemCount, kind: "number" },
  createdAt: { column: transfers.createdAt, kind: "date" },
  "locationFrom.name": { column: locationFrom.name, kind: "text" },
  "locationTo.name": { column: locationTo.name, kind: "text" },
};

async function itemsOf(tx: Tx, tenantId: string, transferIds: readonly string[]): Promise<Map<string, TransferItemRow[]>> {
  if (transferIds.length === 0) return new Map();
  const rows = await tx
    .select({
      transferId: transferItems.transferId,
      id: transferItems.id,
      status: transferItems.status,
      quantity: transferItems.quantity,
      receivedAt: transferItems.receivedAt,
      lotId: productLots.id,
      actionId: productLots.actionId,
      batchNumber: productLots.batchNumber,
      batchExpiry: productLots.batchExpiry,
      productId: products.id,
      productCode: products.secondaryId,
      productName: products.name,
    })
    .from(transferItems)
    .innerJoin(productLots, and(eq(productLots.tenantId, transferItems.tenantId), eq(productLots.id, transferItems.lotId)))
    .innerJoin(products, and(eq(products.tenantId, transferItems.tenantId), eq(products.id, transferItems.productId)))
    .where(and(eq(transferItems.tenantId, tenantId), inArray(transferItems.transferId, [...transferIds])))
    .orderBy(asc(products.name), asc(productLots.actionId));
  const grouped = groupBy(rows, (row) => row.transferId);
  return new Map(
    [...grouped.entries()].map(([transferId, items]) => [
      transferId,
      items.map((row) => ({
        id: row.id,
        status: row.status,
        quantity: row.quantity,
        receivedAt: row.receivedAt,
        productLot: { id: row.lotId, actionId: row.actionId, batchNumber: row.batchNumber, batchExpiry: row.batchExpiry, product: { id: row.productId, secondaryId: row.productCode, name: row.productName } },
      })),
    ]),
  );
}

async function selectTransfers(tx: Tx, tenantId: string, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<TransferRow[]> {
  const query = tx
    .select({
      transfer: transfers,
      from: { id: locationFrom.id, name: locationFrom.name, type: locationFrom.type },
      to: { id: locationTo.id, name: locationTo.name, type: locationTo.type },
    })
    .from(transfers)
    .innerJoin(locationFrom, fromJoin)
    .innerJoin(locationTo, toJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  const items = await itemsOf(tx, tenantId, rows.map((row) => row.transfer.id));
  return rows.map(({ transfer, from, to }) => ({
    id: transfer.id,
    secondaryId: transfer.secondaryId,
    description: transfer.description,
    expectedDeliveryDate: transfer.expectedDeliveryDate,
    demandNoteId: transfer.demandNoteId,
    status: transfer.status as TransferStatus,
    itemCount: transfer.itemCount,
    receivedCount: transfer.receivedCount,
    locationFrom: from,
    locationTo: to,
    transferItems: items.get(transfer.id) ?? [],
    createdAt: transfer.createdAt,
    updatedAt: transfer.updatedAt,
  }));
}

/** A transfer of the tenant that leaves or reaches one of the user's locations (NOT_FOUND otherwise). */
export async function findTransfer(scope: ServiceScope, id: string): Promise<TransferRow> {
  if (!isUuid(id)) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  const [row] = await selectTransfers(scope.tx, scope.tenantId, and(eq(transfers.tenantId, scope.tenantId), eq(transfers.id, id)));
  const allowed = requireAuth(scope).allowedLocationIds;
  if (!row || (!allowed.includes(row.locationFrom.id) && !allowed.includes(row.locationTo.id))) throw notFound(TRANSFER_NOT_FOUND_MESSAGE);
  return row;
}

/** Transfers leaving (`OUT`) or arriving at (`IN`) the location, or any of the user's locations. */
export function listTransfers(scope: ServiceScope, direction: "OUT" | "IN", args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<TransferRow>> {
  const { tx, tenantId } = scope;
  const column = direction === "OUT" ? transfers.locationFromId : transfers.locationToId;
  return runList(tx, args, {
    fields: transferListFields,
    tieBreaker: transfers.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: transfers,
    joins: [innerJoin(locationFrom, fromJoin), innerJoin(locationTo, toJoin)],
    where: and(eq(transfers.tenantId, tenantId), locationScope(scope, column, args.locationId)),
    page: (window) => selectTransfers(tx, tenantId, window.where, window),
  });
}

/**
 * The tenant's active locations other than the source: the warehouse that supplies the source first (where a store's
 * demand note goes unless another is chosen), then by name.
 */
export function transferDestinations(scope: ServiceScope, locationFromId: string): Promise<TransferPlace[]> {
  const suppliesSource = sql`${locations.id} is not distinct from (select f.warehouse_id from locations f where f.tenant_id = ${scope.tenantId}::uuid and f.id = ${locationFromId}::uuid)`;
  return scope.tx
    .select({ id: locations.id, name: locations.name, type: locations.type })
    .from(locations)
    .where(and(eq(locations.tenantId, scope.tenantId), eq(locations.status, "ACTIVE"), ne(locations.id, locationFromId)))
    .orderBy(sql`${suppliesSource} desc`, asc(locations.name));
}
