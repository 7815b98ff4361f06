// Product lots (one physical pack each): one lot by its scannable code at a location, the unexpired stock, and a
// vendor's returnable stock.
import { and, eq, type SQL } from "drizzle-orm";
import { PURCHASE_PRICE_READERS } from "../../../common/permissions/fieldGuards";
import { lotLookupSchema } from "../../../common/schemas/lookups";
import { STOCK_RETURN_VENDOR_MESSAGE } from "../../../common/schemas/stockReturn";
import { type Tx } from "../../db";
import { toMoneyNumber } from "../../../common/money";
import { grnItems, locations, productLots, products, vendors } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { mayRead, withoutGuarded } from "../../core/fieldGuards";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { isUuid } from "../../db";
import { lotGrnItemJoin, lotPackColumns, valueOfLot } from "./lotValue";
import { LOT_LIST_SORT, inStock, isInStockStatus, unexpiredOn } from "./sellableLots";
import { lotStatus } from "./countHolds";
import { itemProductColumns, toItemProduct, toVendorSummary, vendorSummaryColumns, type ItemProduct, type VendorSummary } from "./summaries";
import { locationSummaryColumns, toLocationSummary, type LocationSummary } from "../locations";

export const PRODUCT_LOT_STATUSES = ["ADJUSTED_STOCK_OUT", "EXCESS", "IN_ADJUSTMENT", "IN_AUDIT", "IN_INVENTORY", "IN_TRANSFER", "MATCHED", "RETURNED", "SHORT", "STOCK_OUT"] as const;
export type ProductLotStatus = (typeof PRODUCT_LOT_STATUSES)[number];
const LOT_NOT_FOUND_MESSAGE = "Lot not found at this location.";
const LOCATION_MESSAGE = "Please select a location.";

export interface ProductLotRow {
  id: string;
  actionId: string;
  status: ProductLotStatus;
  isOpened: boolean;
  isFoc: boolean;
  quantity: number;
  sellableQuantity: number;
  purchasingPrice: number;
  /** What the units it holds cost (lotValue.ts): a full pack is worth exactly its pack price. */
  purchaseValue: number;
  mrpSellingUnit: number;
  taxSellingUnit: number;
  batchNumber: string;
  batchExpiry: string;
  productId: string;
  product: ItemProduct;
  vendor: VendorSummary;
  locationId: string;
  location: LocationSummary;
  grnItemId: string;
  createdAt: Date;
}

export const productLotListFields: ListFieldMap = {
  id: { column: productLots.id, kind: "uuid" },
  actionId: { column: productLots.actionId, kind: "text" },
  productId: { column: productLots.productId, kind: "uuid" },
  "product.name": { column: products.name, kind: "text" },
  vendorId: { column: productLots.vendorId, kind: "uuid" },
  batchNumber: { column: productLots.batchNumber, kind: "text" },
  batchExpiry: { column: productLots.batchExpiry, kind: "date" },
  status: { column: lotStatus(), kind: "enum", values: PRODUCT_LOT_STATUSES },
  purchasingPrice: { column: productLots.purchasingPrice, kind: "number" },
  createdAt: { column: productLots.createdAt, kind: "date" },
};

const productJoin = and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId));
const vendorJoin = and(eq(vendors.tenantId, productLots.tenantId), eq(vendors.id, productLots.vendorId));
const locationJoin = and(eq(locations.tenantId, productLots.tenantId), eq(locations.id, productLots.locationId));

export async function selectLots(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<ProductLotRow[]> {
  const query = tx
    .select({
      lot: productLots,
      status: lotStatus(),
      product: itemProductColumns,
      vendor: vendorSummaryColumns,
      location: locationSummaryColumns,
      pack: lotPackColumns,
    })
    .from(productLots)
    .innerJoin(products, productJoin)
    .innerJoin(vendors, vendorJoin)
    .innerJoin(locations, locationJoin)
    .innerJoin(grnItems, lotGrnItemJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ lot, status, product, vendor, location, pack }) => ({
    id: lot.id,
    actionId: lot.actionId,
    status: status as ProductLotStatus,
    isOpened: lot.isOpened,
    isFoc: lot.isFoc,
    quantity: lot.quantity,
    sellableQuantity: isInStockStatus(lot.status) ? lot.quantity : 0,
    purchasingPrice: Number(lot.purchasingPrice),
    purchaseValue: toMoneyNumber(valueOfLot(lot, pack)),
    mrpSellingUnit: Number(lot.mrpSellingUnit),
    taxSellingUnit: Number(lot.taxSellingUnit),
    batchNumber: lot.batchNumber,
    batchExpiry: lot.batchExpiry,
    productId: lot.productId,
    product: toItemProduct(product),
    vendor: toVendorSummary(vendor),
    locationId: lot.locationId,
    location: toLocationSummary(location),
    grnItemId: lot.grnItemId,
    createdAt: lot.createdAt,
  }));
}

export async function getProductLot(scope: ServiceScope, rawActionId: string, locationId: string): Promise<ProductLotRow> {
  const { tx, tenantId } = scope;
  assertLocationAllowed(scope, locationId);
  const { actionId } = parseInput(lotLookupSchema, { actionId: rawActionId });
  const [row] = await selectLots(tx, and(eq(productLots.tenantId, tenantId), eq(productLots.actionId, actionId), eq(productLots.locationId, locationId)));
  if (!row) throw notFound(LOT_NOT_FOUND_MESSAGE);
  return row;
}

/** IN_INVENTORY lots at the location that are unexpired today (UTC, as common's isExpiredOn counts). */
export async function listUnexpiredLots(scope: ServiceScope, args: ListQueryArgs & { locationId: string; productId?: string | null }): Promise<ListPage<ProductLotRow>> {
  if (args.productId && !isUuid(args.productId)) throw badUserInput({ productId: "Please select a product." });
  return listInventoryLots(scope, args, and(unexpiredOn(), args.productId ? eq(productLots.productId, args.productId) : undefined));
}

/** A vendor's IN_INVENTORY lots at a location, expired ones included (what a stock return can send back). */
export async function listReturnableLots(scope: ServiceScope, args: ListQueryArgs & { locationId: string; vendorId: string }): Promise<ListPage<ProductLotRow>> {
  if (!isUuid(args.vendorId)) throw badUserInput({ vendorId: STOCK_RETURN_VENDOR_MESSAGE });
  return listInventoryLots(scope, args, eq(productLots.vendorId, args.vendorId));
}

const productLotListFieldsWithoutPrices = withoutGuarded(productLotListFields, ["purchasingPrice"]);

/** IN_INVENTORY lots at the location that also match `which`, earliest expiry first unless sorted otherwise. */
async function listInventoryLots(scope: ServiceScope, args: ListQueryArgs & { locationId: string }, which: SQL | undefined): Promise<ListPage<ProductLotRow>> {
  const { tx, tenantId } = scope;
  assertLocationAllowed(scope, args.locationId);
  if (!isUuid(args.locationId)) throw badUserInput({ locationId: LOCATION_MESSAGE });
  return runList(tx, args, {
    fields: mayRead(scope, PURCHASE_PRICE_READERS) ? productLotListFields : productLotListFieldsWithoutPrices,
    tieBreaker: productLots.id,
    defaultSort: LOT_LIST_SORT,
    from: productLots,
    joins: [innerJoin(products, productJoin)],
    where: and(eq(productLots.tenantId, tenantId), eq(productLots.locationId, args.locationId), inStock(), which),
    keyset: true,
    page: (window) => selectLots(tx, window.where, window),
  });
}
