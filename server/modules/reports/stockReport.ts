// The inventory report (getProductLotStockReport, reporting-analytics:reports:read): per product and location,
// computed by SQL aggregates over the lots (never rows in Node): units in stock (loose in opened packs, sealed
// packs), units in transit to the location, the average MRP, the value at cost (each lot valued as the lot
// queries value it: its pack's price for the units it holds, free packs at 0), its tax and the value with tax;
// filters by category, manufacturer, vendor, product status and expiry within N days; server-paged, with totals.
// A row is a product and location with stock there or units in transit to it (so a product on its way to a store
// that has none has a row, as its units are in the in-transit total); the totals add up the same rows,
// so they are always the sum of the rows, whatever the filter.
import { sql, type SQL } from "drizzle-orm";
import { uuidList } from "../../db/uuidList";
import { toMoneyNumber } from "../../../common/money";
import { expiryWithinDaysProblem } from "../../../common/schemas/expiryWindow";
import { isUuid } from "../../../common/validation/uuid";
import { queryRows, type Tx } from "../../db";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput } from "../../core/errors";
import { LOT_TAX, LOT_VALUE, expiringWithin, inStock, lotsAs } from "../inventory";

export interface StockReportArgs {
  locationId?: string | null;
  categoryId?: string | null;
  manufacturerId?: string | null;
  vendorId?: string | null;
  productStatus?: string | null;
  expiringWithinDays?: number | null;
  search?: string | null;
  page?: number | null;
  limit?: number | null;
}

export interface StockReportRow {
  productId: string;
  productCode: string;
  productName: string;
  categories: string;
  manufacturer: string | null;
  locationId: string;
  locationName: string;
  sellingUnit: string;
  buyingUnit: string;
  uomFactor: number;
  taxRate: number;
  averageMrp: number;
  purchasePrice: number;
  tradePrice: number;
  looseQuantity: number;
  packedQuantity: number;
  inTransitQuantity: number;
  stockQuantity: number;
  stockValue: number;
  stockValueWithTax: number;
  totalTax: number;
}

export interface StockReportTotals {
  products: number;
  stockQuantity: number;
  inTransitQuantity: number;
  stockValue: number;
  stockValueWithTax: number;
  totalTax: number;
}

export interface StockReport {
  data: StockReportRow[];
  meta: { page: number; limit: number; total: number; totalCount: number };
  totals: StockReportTotals;
}

const LIMIT_MAX = 500;
const ids = uuidList;

function checkFilters(args: StockReportArgs): void {
  for (const [field, value] of [["categoryId", args.categoryId], ["manufacturerId", args.manufacturerId], ["vendorId", args.vendorId]] as const) {
    if (value && !isUuid(value)) throw badUserInput({ [field]: "Please choose from the list." });
  }
  const days = args.expiringWithinDays;
  const daysProblem = days === null || days === undefined ? null : expiryWithinDaysProblem(days);
  if (daysProblem) throw badUserInput({ expiringWithinDays: daysProblem });
}

const lot = lotsAs("l");

/** The filters on the product (`p`): category, manufacturer, status, name. */
function productConditions(args: StockReportArgs): SQL[] {
  const search = args.search?.trim();
  return [
    args.categoryId ? sql`exists (select 1 from product_categories pc where pc.tenant_id = p.tenant_id and pc.product_id = p.id and pc.category_id = ${args.categoryId}::uuid)` : null,
    args.manufacturerId ? sql`p.manufacturer_id = ${args.manufacturerId}::uuid` : null,
    args.productStatus ? sql`p.status = ${args.productStatus}` : null,
    search ? sql`p.name ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : null,
  ].filter((part): part is SQL => part !== null);
}

/** The filters on the lot (`l`): its vendor and its expiry. */
function lotConditions(args: StockReportArgs): SQL[] {
  const days = args.expiringWithinDays;
  return [
    args.vendorId ? sql`l.vendor_id = ${args.vendorId}::uuid` : null,
    days !== null && days !== undefined ? expiringWithin(days, lot) : null,
  ].filter((part): part is SQL => part !== null);
}

/** What the report counts: which locations, and the filters on products and on lots. */
export interface StockReportFilter {
  locations: SQL;
  products: SQL[];
  lots: SQL[];
}

export function stockReportFilter(scope: ServiceScope, args: StockReportArgs): StockReportFilter {
  assertLocationAllowed(scope, args.locationId);
  checkFilters(args);
  const places = args.locationId ? [args.locationId] : requireAuth(scope).allowedLocationIds;
  return { locations: places.length > 0 ? sql`in (${ids(places)})` : sql`in (null)`, products: productConditions(args), lots: lotConditions(args) };
}

const and = (conditions: SQL[]) => sql.join(conditions.map((condition) => sql` and ${condition}`));

/**
 * Stock per product and location: from the stock levels the ledger keeps when no filter looks inside the lots
 * (one row per product and location, whatever the number of lots), else added up from the lots that pass.
 */
function groupedStock(tenantId: string, filter: StockReportFilter): SQL {
  if (filter.lots.length === 0) {
    return sql`select s.product_id, s.location_id, s.loose_quantity as loose, s.packed_count as packed, s.stock_quantity as stock,
        round(s.mrp_amount / nullif(s.stock_quantity, 0), 2) as average_mrp, s.stock_value as value, s.total_tax as tax, s.stock_value + s.total_tax as value_with_tax
      from stock_levels s join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
      where s.tenant_id = ${tenantId}::uuid and s.location_id ${filter.locations} and s.lots > 0${and(filter.products)}`;
  }
  return sql`select l.product_id, l.location_id,
      coalesce(sum(l.quantity) filter (where l.is_opened), 0) as loose, count(*) filter (where not l.is_opened and l.quantity > 0) as packed,
      sum(l.quantity) as stock, round(sum(l.mrp_selling_unit * l.quantity) / nullif(sum(l.quantity), 0), 2) as average_mrp,
      sum(${LOT_VALUE}) as value, sum(${LOT_TAX}) as tax, sum(${LOT_VALUE}) + sum(${LOT_TAX}) as value_with_tax
    from product_lots l
    join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
    where l.tenant_id = ${tenantId}::uuid and ${inStock(lot)} and l.location_id ${filter.locations}${and(filter.products)}${and(filter.lots)}
    group by l.product_id, l.location_id`;
}

/** Units in transit per product and destination, from the lots that pass the same filters as the stock. */
function groupedTransit(tenantId: string, filter: StockReportFilter): SQL {
  return sql`select l.product_id, t.location_to_id as location_id, sum(ti.quantity) as in_transit
    from transfer_items ti
    join transfers t on t.tenant_id = ti.tenant_id and t.id = ti.transfer_id
    join product_lots l on l.tenant_id = ti.tenant_id and l.id = ti.lot_id
    join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
    where ti.tenant_id = ${tenantId}::uuid and ti.status = 'IN_TRANSIT' and t.location_to_id ${filter.locations}${and(filter.products)}${and(filter.lots)}
    group by l.product_id, t.location_to_id`;
}

/** Every product and location with stock or units on the way, with both (full join of the two groupings). */
function reportGroups(tenantId: string, filter: StockReportFilter): SQL {
  return sql`select coalesce(st.product_id, tr.product_id) as product_id, coalesce(st.location_id, tr.location_id) as location_id,
      coalesce(st.loose, 0) as loose, coalesce(st.packed, 0) as packed, coalesce(st.stock, 0) as stock, st.average_mrp,
      coalesce(st.value, 0) as value, coalesce(st.tax, 0) as tax, coalesce(st.value_with_tax, 0) as value_with_tax, coalesce(tr.in_transit, 0) as in_transit
    from (${groupedStock(tenantId, filter)}) st
    full join (${groupedTransit(tenantId, filter)}) tr on tr.product_id = st.product_id and tr.location_id = st.location_id`;
}

export type Row = Record<string, unknown> & { product_id: string; location_id: string };

/** Every row of the report (product × location), ordered by product and location name: paged or streamed. */
export function stockReportRowsQuery(tenantId: string, filter: StockReportFilter, options: { withTotals?: boolean } = {}): SQL {
  // the totals from the same aggregation (computed once: the CTE is read twice, so it is materialised)
  const totals = options.withTotals
    ? sql`, (select json_build_object('products', count(*), 'stock', coalesce(sum(stock), 0), 'value', coalesce(sum(value), 0), 'tax', coalesce(sum(tax), 0),
        'value_with_tax', coalesce(sum(value_with_tax), 0), 'in_transit', coalesce(sum(in_transit), 0)) from s) as totals`
    : sql``;
  return sql`with s as materialized (${reportGroups(tenantId, filter)})
    select s.*${totals}, p.name as product_name, p.secondary_id as product_code, m.name as manufacturer, loc.name as location_name,
      p.selling_unit, p.buying_unit, p.uom_factor, coalesce(p.selling_tax_rate, 0) as tax_rate,
      coalesce(p.purchasing_price, 0) as purchase_price, coalesce(p.trade_price, 0) as trade_price,
      (select string_agg(c.name, ', ' order by c.name) from product_categories pc join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
        where pc.tenant_id = p.tenant_id and pc.product_id = p.id) as categories
    from s
    join products p on p.tenant_id = ${tenantId}::uuid and p.id = s.product_id
    join locations loc on loc.tenant_id = p.tenant_id and loc.id = s.location_id
    left join manufacturers m on m.tenant_id = p.tenant_id and m.id = p.manufacturer_id
    order by p.name, loc.name, s.product_id`;
}

const count = (value: unknown) => Number(value ?? 0);
// numeric strings rounded to the paisa by SQL: read as numbers for GraphQL's Float
const money2 = (value: unknown) => toMoneyNumber(String(value ?? 0));

export function toStockReportRow(row: Row): StockReportRow {
  return {
    productId: row.product_id,
    productCode: String(row.product_code),
    productName: String(row.product_name),
    categories: String(row.categories ?? ""),
    manufacturer: (row.manufacturer as string | null) ?? null,
    locationId: row.location_id,
    locationName: String(row.location_name),
    sellingUnit: String(row.selling_unit),
    buyingUnit: String(row.buying_unit),
    uomFactor: count(row.uom_factor),
    taxRate: count(row.tax_rate),
    averageMrp: money2(row.average_mrp),
    purchasePrice: money2(row.purchase_price),
    tradePrice: money2(row.trade_price),
    looseQuantity: count(row.loose),
    packedQuantity: count(row.packed),
    inTransitQuantity: count(row.in_transit),
    stockQuantity: count(row.stock),
    stockValue: money2(row.value),
    stockValueWithTax: money2(row.value_with_tax),
    totalTax: money2(row.tax),
  };
}

async function separateTotals(tx: Tx, tenantId: string, filter: StockReportFilter): Promise<Record<string, unknown>> {
  const [totals] = await queryRows<Record<string, string>>(
    tx,
    sql`select count(*) as products, coalesce(sum(stock), 0) as stock, coalesce(sum(value), 0) as value, coalesce(sum(tax), 0) as tax,
      coalesce(sum(value_with_tax), 0) as value_with_tax, coalesce(sum(in_transit), 0) as in_transit
    from (${reportGroups(tenantId, filter)}) s`,
  );
  return totals;
}

export async function stockReport(scope: ServiceScope, args: StockReportArgs): Promise<StockReport> {
  const { tx, tenantId } = scope;
  const filter = stockReportFilter(scope, args);
  const limit = Math.min(Math.max(args.limit ?? 20, 1), LIMIT_MAX);
  const page = Math.max(args.page ?? 1, 1);
  const rows = await queryRows<Row>(tx, sql`${stockReportRowsQuery(tenantId, filter, { withTotals: true })} limit ${limit} offset ${(page - 1) * limit}`);
  // a page past the end has no row to carry the totals: only then are they read on their own
  const totals = (rows[0]?.totals as Record<string, unknown> | undefined) ?? (await separateTotals(tx, tenantId, filter));
  const total = count(totals.products);
  return {
    data: rows.map(toStockReportRow),
    meta: { page, limit, total, totalCount: total },
    totals: {
      products: total,
      stockQuantity: count(totals.stock),
      inTransitQuantity: count(totals.in_transit),
      stockValue: money2(totals.value),
      stockValueWithTax: money2(totals.value_with_tax),
      totalTax: money2(totals.tax),
    },
  };
}
