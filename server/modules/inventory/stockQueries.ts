// A product's stock as its page shows it: stock on hand per location, its lots and its stock movements (the
// ledger), newest first. Reads only, and only at the locations the user may work at.
import { and, asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { todayUtc } from "../../../common/schemas/dates";
import type { Tx } from "../../db";
import { grns, locations, productLots, products, stockMovements, stockReturns, users, vendors } from "../../db/schema";
import { locationScope, type ServiceScope } from "../../core/context";
import { notFound } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { isUuid } from "../../db";
import { productLotListFields, selectLots, type ProductLotRow } from "./lotService";
import { LOT_LIST_SORT, expiredOn, inStock } from "./sellableLots";
import { locationSummaryColumns, toLocationSummary, type LocationSummary } from "../locations";

const PRODUCT_NOT_FOUND_MESSAGE = "Product not found.";

/** What a list of the product's stock takes: the list arguments and optionally one (allowed) location. */
export type ProductStockArgs = ListQueryArgs & { locationId?: string | null };

export interface ProductLocationStock {
  location: LocationSummary;
  /** Selling units in IN_INVENTORY lots. */
  quantity: number;
  /** IN_INVENTORY lots (packs), and how many of them are opened. */
  lots: number;
  openedLots: number;
  /** Of `quantity`, the units whose batch has expired (UTC date, as the stock screens count it). */
  expiredQuantity: number;
  /** The earliest expiry among the IN_INVENTORY lots. */
  nextExpiry: string | null;
}

export interface StockMovementRow {
  id: string;
  kind: string;
  quantity: number;
  fromStatus: string | null;
  toStatus: string | null;
  fromLocation: LocationSummary | null;
  toLocation: LocationSummary | null;
  documentType: string;
  documentId: string;
  /** The document's readable code (GRN-…, TR-…) where the ledger knows the document. */
  documentCode: string | null;
  lot: { id: string; actionId: string; batchNumber: string; batchExpiry: string };
  userName: string | null;
  createdAt: Date;
}

/** The product must be the tenant's: another company's id (or no id at all) is NOT_FOUND. */
async function assertProductExists(tx: Tx, tenantId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  if (!found) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
}

const inInventory = inStock();

/** Stock on hand per allowed location holding any lot of the product, by location name. */
export async function productStock(scope: ServiceScope, productId: string): Promise<ProductLocationStock[]> {
  const { tx, tenantId } = scope;
  const today = todayUtc();
  await assertProductExists(tx, tenantId, productId);
  const rows = await tx
    .select({
      location: locationSummaryColumns,
      quantity: sql<number>`coalesce(sum(${productLots.quantity}) filter (where ${inInventory}), 0)::int`,
      lots: sql<number>`(count(*) filter (where ${inInventory}))::int`,
      openedLots: sql<number>`(count(*) filter (where ${inInventory} and ${productLots.isOpened}))::int`,
      expiredQuantity: sql<number>`coalesce(sum(${productLots.quantity}) filter (where ${inInventory} and ${expiredOn(today)}), 0)::int`,
      nextExpiry: sql<string | null>`(min(${productLots.batchExpiry}) filter (where ${inInventory}))::text`,
    })
    .from(productLots)
    .innerJoin(locations, and(eq(locations.tenantId, productLots.tenantId), eq(locations.id, productLots.locationId)))
    .where(and(eq(productLots.tenantId, tenantId), eq(productLots.productId, productId), locationScope(scope, productLots.locationId, null)))
    .groupBy(locations.id, locations.secondaryId, locations.name, locations.type)
    .orderBy(asc(locations.name), asc(locations.id));
  return rows.map(({ location, ...stock }) => ({
    ...stock,
    quantity: Number(stock.quantity),
    lots: Number(stock.lots),
    openedLots: Number(stock.openedLots),
    expiredQuantity: Number(stock.expiredQuantity),
    location: toLocationSummary(location),
  }));
}

const productLotFields: ListFieldMap = {
  ...productLotListFields,
  locationId: { column: productLots.locationId, kind: "uuid" },
  "location.name": { column: locations.name, kind: "text" },
  "vendor.name": { column: vendors.name, kind: "text" },
  quantity: { column: productLots.quantity, kind: "number" },
  isOpened: { column: productLots.isOpened, kind: "boolean" },
};

const lotJoins = [
  innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId))),
  innerJoin(vendors, and(eq(vendors.tenantId, productLots.tenantId), eq(vendors.id, productLots.vendorId))),
  innerJoin(locations, and(eq(locations.tenantId, productLots.tenantId), eq(locations.id, productLots.locationId))),
];

/** The product's lots (every status) at the allowed locations, or at one of them; earliest expiry first. */
export async function productLotsPage(scope: ServiceScope, productId: string, args: ProductStockArgs): Promise<ListPage<ProductLotRow>> {
  const { tx, tenantId } = scope;
  const where = and(eq(productLots.tenantId, tenantId), eq(productLots.productId, productId), locationScope(scope, productLots.locationId, args.locationId));
  await assertProductExists(tx, tenantId, productId);
  return runList(tx, args, {
    fields: productLotFields,
    tieBreaker: productLots.id,
    defaultSort: LOT_LIST_SORT,
    from: productLots,
    joins: lotJoins,
    where,
    keyset: true,
    page: (window) => selectLots(tx, window.where, window),
  });
}

const fromLocation = alias(locations, "from_location");
const toLocation = alias(locations, "to_location");

const movementFields: ListFieldMap = {
  // the order the ledger was written in: rows of one transaction share created_at
  sequence: { column: stockMovements.sequence, kind: "number", filter: false },
  createdAt: { column: stockMovements.createdAt, kind: "date" },
  kind: { column: stockMovements.kind, kind: "text" },
  quantity: { column: stockMovements.quantity, kind: "number" },
  documentType: { column: stockMovements.documentType, kind: "text" },
  fromLocationId: { column: stockMovements.fromLocationId, kind: "uuid" },
  toLocationId: { column: stockMovements.toLocationId, kind: "uuid" },
  "lot.actionId": { column: productLots.actionId, kind: "text" },
  "lot.batchNumber": { column: productLots.batchNumber, kind: "text" },
};

const movementLotJoin = and(eq(productLots.tenantId, stockMovements.tenantId), eq(productLots.id, stockMovements.lotId));

/** Movements with their lot, locations, document code and user. */
function movementsQuery(tx: Tx) {
  return tx
    .select({
      movement: stockMovements,
      lot: { id: productLots.id, actionId: productLots.actionId, batchNumber: productLots.batchNumber, batchExpiry: productLots.batchExpiry },
      fromLocation: { id: fromLocation.id, secondaryId: fromLocation.secondaryId, name: fromLocation.name, type: fromLocation.type },
      toLocation: { id: toLocation.id, secondaryId: toLocation.secondaryId, name: toLocation.name, type: toLocation.type },
      documentCode: sql<string | null>`coalesce(${grns.secondaryId}, ${stockReturns.secondaryId})`,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(stockMovements)
    .innerJoin(productLots, movementLotJoin)
    .leftJoin(fromLocation, and(eq(fromLocation.tenantId, stockMovements.tenantId), eq(fromLocation.id, stockMovements.fromLocationId)))
    .leftJoin(toLocation, and(eq(toLocation.tenantId, stockMovements.tenantId), eq(toLocation.id, stockMovements.toLocationId)))
    .leftJoin(grns, and(eq(stockMovements.documentType, "GRN"), eq(grns.tenantId, stockMovements.tenantId), eq(grns.id, stockMovements.documentId)))
    .leftJoin(stockReturns, and(eq(stockMovements.documentType, "STOCK_RETURN"), eq(stockReturns.tenantId, stockMovements.tenantId), eq(stockReturns.id, stockMovements.documentId)))
    .leftJoin(users, and(eq(users.tenantId, stockMovements.tenantId), eq(users.id, stockMovements.userId)))
    .$dynamic();
}

/** The product's ledger rows touching an allowed location (or the one asked for), newest first. */
export async function productMovementsPage(scope: ServiceScope, productId: string, args: ProductStockArgs): Promise<ListPage<StockMovementRow>> {
  const { tx, tenantId } = scope;
  const atAllowedLocation = or(locationScope(scope, stockMovements.fromLocationId, args.locationId), locationScope(scope, stockMovements.toLocationId, args.locationId));
  await assertProductExists(tx, tenantId, productId);
  return runList(tx, args, {
    fields: movementFields,
    tieBreaker: stockMovements.id,
    defaultSort: [{ field: "sequence", direction: "DESC" }],
    from: stockMovements,
    // the fields read only the lot besides the movement
    joins: [innerJoin(productLots, movementLotJoin)],
    where: and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.productId, productId), atAllowedLocation),
    page: async ({ where, orderBy, limit, offset }) => (await movementsQuery(tx).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toMovementRow),
  });
}

function toMovementRow(row: {
  movement: typeof stockMovements.$inferSelect;
  lot: StockMovementRow["lot"];
  fromLocation: { id: string; secondaryId: string; name: string; type: string } | null;
  toLocation: { id: string; secondaryId: string; name: string; type: string } | null;
  documentCode: string | null;
  userFirstName: string | null;
  userLastName: string | null;
}): StockMovementRow {
  const { movement } = row;
  return {
    id: movement.id,
    kind: movement.kind,
    quantity: movement.quantity,
    fromStatus: movement.fromStatus,
    toStatus: movement.toStatus,
    fromLocation: row.fromLocation ? toLocationSummary(row.fromLocation) : null,
    toLocation: row.toLocation ? toLocationSummary(row.toLocation) : null,
    documentType: movement.documentType,
    documentId: movement.documentId,
    documentCode: row.documentCode,
    lot: row.lot,
    userName: row.userFirstName === null ? null : `${row.userFirstName} ${row.userLastName ?? ""}`.trim(),
    createdAt: movement.createdAt,
  };
}
