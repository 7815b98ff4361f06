// What the history needs to know of a demo tenant before it plans anything, read in a fixed number of statements:
// its stores with their tills (what each till reports to the tax authority), the warehouse, the products as a sale
// prices them, the vendors, the people who sell, the delivery fee and the discounts a cart may take.
import { and, asc, eq, sql } from "drizzle-orm";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import { queryRows, type Tx } from "../../db";
import { customers, locationRegisters, locations, vendors } from "../../db/schema";
import { loadCartDiscounts } from "../../modules/discounts";
import { reportingIntegrations, type ReportingIntegration } from "../../modules/integrations";
import { findPlatformFee } from "../../modules/platformFees";

export interface HistoryTill {
  id: string;
  name: string;
  locationId: string;
  secondaryId: string;
  integrations: ReportingIntegration[];
}

export interface HistoryStore {
  id: string;
  name: string;
  tills: HistoryTill[];
  deliveryFee: PlatformFeeRule | null;
  /** Who sells there (order authors), the first the store's usual cashier. */
  sellers: string[];
}

export interface HistoryProduct {
  id: string;
  name: string;
  skuCode: string | null;
  uomFactor: number;
  buyingUnit: string;
  unitPrice: string;
  tradePrice: string;
  isTaxInclusive: boolean;
  taxRate: string;
  categories: string;
}

export interface HistoryContext {
  tenantId: string;
  accountId: string;
  adminId: string;
  warehouseId: string | null;
  stores: HistoryStore[];
  products: HistoryProduct[];
  vendorIds: string[];
  customerIds: string[];
  /** The automatic discounts, and those with the code SAVE10 too. */
  discounts: { automatic: DiscountRule[]; withCode: DiscountRule[] };
}

export const DISCOUNT_CODE = "SAVE10";
/** What the distributors charged the history's deliveries for a pack: 72 % of its retail price (margin after GST). */
const DISTRIBUTOR_PRICE = 0.72;

export async function loadHistoryContext(tx: Tx, tenantId: string, accountId: string, adminId: string): Promise<HistoryContext> {
  const places = await tx.select({ id: locations.id, name: locations.name, type: locations.type }).from(locations).where(eq(locations.tenantId, tenantId)).orderBy(asc(locations.secondaryId));
  const tills = await tx
    .select({ id: locationRegisters.id, name: locationRegisters.name, locationId: locationRegisters.locationId, secondaryId: locationRegisters.secondaryId })
    .from(locationRegisters)
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.type, "SALES_REGISTER"), eq(locationRegisters.status, "ACTIVE")))
    .orderBy(asc(locationRegisters.name));
  const people = await queryRows<{ id: string; locationId: string }>(
    tx,
    sql`select u.id, ul.location_id as "locationId" from users u join user_locations ul on ul.tenant_id = u.tenant_id and ul.user_id = u.id
      join roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
      where u.tenant_id = ${tenantId}::uuid and r.name in ('Cashier', 'Store Manager') order by r.name, u.created_at`,
  );
  const stores: HistoryStore[] = [];
  for (const place of places.filter((location) => location.type === "RETAIL")) {
    const own = tills.filter((till) => till.locationId === place.id);
    if (own.length === 0) continue;
    const withIntegrations = await Promise.all(own.map(async (till) => ({ ...till, integrations: await reportingIntegrations(tx, tenantId, till.id, "NORMAL") })));
    const fee = await findPlatformFee(tx, tenantId, place.id, "DELIVERY");
    const sellers = people.filter((person) => person.locationId === place.id).map((person) => person.id);
    stores.push({
      id: place.id,
      name: place.name,
      tills: withIntegrations,
      deliveryFee: fee
        ? { platformFeeType: fee.platformFeeType === "PERCENTAGE" ? "PERCENTAGE" : "FLAT", platformFeeValue: fee.platformFeeValue, platformFeeTaxRate: fee.platformFeeTaxRate, platformFeeTaxable: fee.platformFeeTaxable }
        : null,
      sellers: sellers.length > 0 ? sellers : [adminId],
    });
  }
  const products = await queryRows<HistoryProduct & Record<string, unknown>>(
    tx,
    sql`select p.id, p.name, p.sku_code as "skuCode", p.uom_factor as "uomFactor", p.buying_unit as "buyingUnit", p.maximum_retail_unit_price::text as "unitPrice",
        round(p.maximum_retail_price * ${DISTRIBUTOR_PRICE}, 2)::text as "tradePrice", p.is_tax_inclusive as "isTaxInclusive",
        coalesce(p.selling_tax_rate, t.tax_percentage, 0)::text as "taxRate",
        coalesce((select string_agg(c.name, '/') from product_categories pc join categories c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
          where pc.tenant_id = p.tenant_id and pc.product_id = p.id), '') as categories
      from products p left join tax_groups t on t.tenant_id = p.tenant_id and t.id = p.tax_group_id
      where p.tenant_id = ${tenantId}::uuid and p.status = 'ACTIVE' and p.maximum_retail_unit_price > 0 order by p.secondary_id`,
  );
  const vendorRows = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.tenantId, tenantId)).orderBy(asc(vendors.secondaryId)).limit(3);
  const customerRows = await tx.select({ id: customers.id }).from(customers).where(eq(customers.tenantId, tenantId)).orderBy(asc(customers.createdAt)).limit(20);
  const productIds = products.map((product) => product.id);
  const automatic = await loadCartDiscounts(tx, tenantId, { code: null, partnerId: null, productIds });
  const withCode = await loadCartDiscounts(tx, tenantId, { code: DISCOUNT_CODE, partnerId: null, productIds });
  return {
    tenantId,
    accountId,
    adminId,
    warehouseId: places.find((place) => place.type === "WAREHOUSE")?.id ?? null,
    stores,
    products: products.map((product) => ({ ...product, uomFactor: Number(product.uomFactor) })),
    vendorIds: vendorRows.map((vendor) => vendor.id),
    customerIds: customerRows.map((customer) => customer.id),
    discounts: { automatic: automatic.rules, withCode: withCode.rules },
  };
}
