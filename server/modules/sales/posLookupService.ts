// What the till looks up (spec §3): a scanned code (a lot label, else a product's GTIN or SKU) and a product
// search by name, SKU or GTIN, each product with the units sellable at the location now.
import { and, asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { todayUtc } from "../../../common/schemas/dates";
import { posSearchSchema, scanCodeSchema } from "../../../common/schemas/order";
import { containsPattern } from "../../core/listEngine";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { conflict, notFound, parseInput } from "../../core/errors";
import { locations, productLots, products, taxGroups } from "../../db/schema";
import { lotsAs, lotStatus, sellableLotAt, statusWords, whyUnsellable, type ProductLotStatus } from "../inventory";
import { preparedStatement } from "../../db/preparedStatement";
import type { PosProductRow, PosScanResultRow } from "./orderRows";
import { availableByProduct, saleProductColumns, taxGroupJoin, type SaleProduct } from "./saleProducts";

const posProduct = (product: SaleProduct, availableQuantity: number): PosProductRow => ({
  id: product.id,
  name: product.name,
  skuCode: product.skuCode,
  gtin: product.gtin,
  uomFactor: product.uomFactor,
  sellingUnit: product.sellingUnit,
  unitPrice: Number(product.unitPrice),
  isTaxInclusive: product.isTaxInclusive,
  taxRate: Number(product.taxRate),
  availableQuantity,
});

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const at = {
  tenantId: sql.placeholder("tenantId"),
  locationId: sql.placeholder("locationId"),
  code: sql.placeholder("code"),
  label: sql.placeholder("label"),
  today: sql.placeholder("today"),
};
const onShelf = lotsAs("s");
/** Units sellable now at the location of the product `productId` names (a column of the outer row). */
const availableOf = (productId: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${onShelf.quantity}), 0)::int from product_lots s
    where ${sellableLotAt(at.tenantId, at.locationId, { lot: onShelf, today: at.today })} and ${onShelf.productId} = ${productId})`;

// One statement each, prepared once per connection: the lot with its product, what is sellable here and, for a lot
// elsewhere, its location's name; else the product by GTIN or SKU with what is sellable here.
const lotByLabel = preparedStatement((db) =>
  db
    .select({
      id: productLots.id,
      actionId: productLots.actionId,
      productId: productLots.productId,
      locationId: productLots.locationId,
      status: lotStatus(),
      quantity: productLots.quantity,
      batchExpiry: productLots.batchExpiry,
      isOpened: productLots.isOpened,
      product: saleProductColumns,
      available: availableOf(productLots.productId),
      lotLocationName: sql<string | null>`(select ${locations.name} from ${locations} where ${locations.tenantId} = ${productLots.tenantId} and ${locations.id} = ${productLots.locationId})`,
    })
    .from(productLots)
    .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
    .leftJoin(taxGroups, taxGroupJoin)
    .where(and(eq(productLots.tenantId, at.tenantId), eq(productLots.actionId, at.label)))
    .prepare("pos_scan_lot"),
);

const productByCode = preparedStatement((db) =>
  db
    .select({ ...saleProductColumns, available: availableOf(products.id) })
    .from(products)
    .leftJoin(taxGroups, taxGroupJoin)
    .where(and(eq(products.tenantId, at.tenantId), eq(products.status, "ACTIVE"), sql`(${products.gtin} = ${at.code} or lower(${products.skuCode}) = lower(${at.code}))`))
    .orderBy(sql`${products.gtin} = ${at.code} desc`, asc(products.name))
    .limit(1)
    .prepare("pos_scan_product"),
);

/** A lot label → that lot and its product; else a GTIN or SKU (exact) → the product; else NOT_FOUND. */
export async function scanPosCode(scope: ServiceScope, args: { locationId: string | number; code: string }): Promise<PosScanResultRow> {
  const { locationId, code } = parseInput(scanCodeSchema, args);
  assertLocationAllowed(scope, locationId);
  const { tx, tenantId } = scope;
  const values = { tenantId, locationId, code, label: code.toUpperCase(), today: todayUtc() };
  const [lot] = await lotByLabel(tx, values);
  if (lot) {
    const available = lot.available;
    const product = lot.product as SaleProduct;
    const unsellable = whyUnsellable(lot);
    const why =
      lot.locationId !== locationId
        ? `is at ${lot.lotLocationName ?? "this location"}, not here`
        : unsellable === "NOT_IN_STOCK"
          ? `is ${statusWords(lot.status as ProductLotStatus)}`
          : unsellable === "EXPIRED"
            ? `expired on ${ddmmyyyy(lot.batchExpiry)}`
            : unsellable === "EMPTY"
              ? "is empty"
              : null;
    if (why) throw conflict(`${product.name}: lot ${lot.actionId} ${why}, so it cannot be sold. ${available} ${available === 1 ? "unit is" : "units are"} available here.`);
    if (product.status !== "ACTIVE") throw conflict(`${product.name} is inactive and cannot be sold.`);
    return { product: posProduct(product, available), lot: { id: lot.id, actionId: lot.actionId, quantity: lot.quantity, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened } };
  }
  const [product] = await productByCode(tx, values);
  if (!product) throw notFound(`No product or lot matches ${code}.`);
  return { product: posProduct(product, product.available), lot: null };
}

/** Active products whose name, SKU or GTIN contains the text (the product list's search), at most 50. */
export async function searchPosProducts(scope: ServiceScope, args: { locationId: string | number; search: string; limit?: number | null }): Promise<PosProductRow[]> {
  const { locationId, search, limit } = parseInput(posSearchSchema, args);
  assertLocationAllowed(scope, locationId);
  const pattern = containsPattern(search);
  const found = await scope.tx
    .select(saleProductColumns)
    .from(products)
    .leftJoin(taxGroups, taxGroupJoin)
    .where(and(eq(products.tenantId, scope.tenantId), eq(products.status, "ACTIVE"), sql`${products.id} in (select catalogue_products_matching(${pattern}))`))
    .orderBy(sql`(${products.gtin} = ${search} or lower(${products.skuCode}) = lower(${search})) desc`, sql`lower(${products.name}) like lower(${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) desc`, asc(products.name), asc(products.id))
    .limit(limit);
  const available = await availableByProduct(scope.tx, scope.tenantId, locationId, found.map((product) => product.id));
  return found.map((product) => posProduct(product, available.get(product.id) ?? 0));
}
