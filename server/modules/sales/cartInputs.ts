// What pricing a cart needs, read in one statement (issue 30: scan-to-cart under 20 ms): the register with its
// location, the parties, the products (priced now or as at a time), the platform fee, the reporting integrations,
// the discounts with their targets within the cart and, for the summary, the lots its FEFO preview may take. Each
// part is the rule its own module states (partiesRow, cartDiscountColumns, reportingIntegrationsWhere,
// sellableLotAt, fefoOrder, unitPriceAt), as a column of json; the statement is prepared once per connection
// (preparedSql), so PostgreSQL plans it once rather than six to eight statements a cart, one round trip each.
import { sql, type SQL } from "drizzle-orm";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { DiscountRule } from "../../../common/pricing/discountRules";
import type { CartInput } from "../../../common/schemas/order";
import { todayUtc } from "../../../common/schemas/dates";
import { preparedSql } from "../../db/preparedStatement";
import { locationRegisters, locations, platformFeeConfigs, products, taxGroups } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { cartDiscountColumns, cartDiscountRules, type CartDiscountJson } from "../discounts";
import { reportingIntegrationsWhere, type ReportingIntegration } from "../integrations";
import { fefoOrder, lotsAs, sellableLotAt } from "../inventory";
import { judgeParties, partiesRow, type CartParties, type PartiesRow } from "./cartParties";
import { platformFeeRule } from "./platformFee";
import { judgeCartRegister, judgeSaleProducts, saleTaxRate, taxGroupJoin, unitPriceAt, type SaleProduct, type SaleRegister, type SellableLot } from "./saleProducts";

const p = (name: string) => sql.placeholder(name);
const tenantId = p("tenantId");
const locationId = p("locationId");
const productIds = sql`${p("productIds")}::uuid[]`;

const registerJson = sql`(select json_build_object('id', r.id, 'secondaryId', r.secondary_id, 'name', r.name, 'locationId', r.location_id, 'status', r.status,
    'receiptTemplate', r.receipt_template, 'terminalTaxId', r.terminal_tax_id,
    'location', json_build_object('id', l.id, 'name', l.name, 'address', l.area, 'taxNumber', l.tax_number, 'salesTaxNumber', l.sales_tax_number))
  from ${locationRegisters} r join ${locations} l on l.tenant_id = r.tenant_id and l.id = r.location_id
  where r.tenant_id = ${tenantId}::uuid and r.id = ${p("registerId")}::uuid)`;

const at = sql`${p("at")}::timestamptz`;
const productsJson = sql`(select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name}, 'skuCode', ${products.skuCode},
    'gtin', ${products.gtin}, 'status', ${products.status}, 'uomFactor', ${products.uomFactor}, 'sellingUnit', ${products.sellingUnit},
    'unitPrice', case when ${at} is null then ${products.maximumRetailUnitPrice}::text else ${unitPriceAt(at)} end,
    'isTaxInclusive', ${products.isTaxInclusive}, 'taxRate', ${saleTaxRate})), '[]'::json)
  from ${products} left join ${taxGroups} on ${taxGroupJoin}
  where ${products.tenantId} = ${tenantId}::uuid and ${products.id} = any(${productIds}))`;

const f = platformFeeConfigs;
const platformFeeJson = sql`(select json_build_object('platformFeeType', ${f.platformFeeType}, 'platformFeeValue', ${f.platformFeeValue}::text,
    'platformFeeTaxRate', ${f.platformFeeTaxRate}::text, 'platformFeeTaxable', ${f.platformFeeTaxable})
  from ${f} where ${f.tenantId} = ${tenantId}::uuid and ${f.locationId} = ${locationId}::uuid and ${f.orderType} = ${p("orderType")})`;

const integrationsJson = sql`(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'type', type, 'charges', charges::text) order by created_at), '[]'::json)
  from integrations where ${reportingIntegrationsWhere(tenantId, p("registerId"), "NORMAL")})`;

// the partner the discounts are for: the one named, else the customer's own while active (judgeParties)
const partnerId = sql`(select case when ${p("partnerId")}::uuid is not null then ${p("partnerId")}::uuid when x."partnerStatus" = 'ACTIVE' then x."customerPartnerId" end from parties x)`;

// The sellable lots of the cart's products in FEFO order, each with the units before it and its product's total:
// only those a preview can reach (the units before them short of what the cart asks of the product) or scanned.
const s = lotsAs("s");
const lotsJson = sql`(select coalesce(json_agg(json_build_object('id', x.id, 'productId', x.product_id, 'actionId', x.action_id, 'quantity', x.quantity,
    'batchExpiry', x.batch_expiry::text, 'isOpened', x.is_opened, 'available', x.available) order by x.product_id, x.n), '[]'::json)
  from (select s.id, s.product_id, s.action_id, s.quantity, s.batch_expiry, s.is_opened, row_number() over fefo as n,
      coalesce(sum(s.quantity) over (fefo rows between unbounded preceding and 1 preceding), 0) as before, sum(s.quantity) over (partition by s.product_id)::int as available
    from product_lots s
    where ${sellableLotAt(tenantId, locationId, { lot: s, today: p("today") })} and ${s.productId} = any(${productIds})
    window fefo as (partition by s.product_id order by ${fefoOrder(s)})) x
  join unnest(${productIds}, ${p("wanted")}::int[]) as want(product_id, quantity) on want.product_id = x.product_id
  where x.before < want.quantity or x.id = any(${p("scanned")}::uuid[]))`;

function cartStatement(withLots: boolean): SQL {
  return sql`with parties as (${partiesRow({ tenantId, customerId: p("customerId"), addressId: p("addressId"), partnerId: p("partnerId") })})
    select ${registerJson} as register, (select row_to_json(x) from parties x) as parties, ${productsJson} as products,
      ${platformFeeJson} as "platformFee", ${integrationsJson} as integrations,
      ${cartDiscountColumns({ tenantId, partnerId, code: p("code"), productIds })}${withLots ? sql`, ${lotsJson} as lots` : sql``}`;
}

type CartRow = CartDiscountJson & Record<string, unknown> & {
  register: SaleRegister | null;
  parties: PartiesRow;
  products: SaleProduct[];
  platformFee: (Omit<PlatformFeeRule, "platformFeeType"> & { platformFeeType: string }) | null;
  integrations: ReportingIntegration[];
  lots?: (SellableLot & { available: number })[];
};

const forSale = preparedSql<CartRow>("cart_inputs", cartStatement(false));
const forSummary = preparedSql<CartRow>("cart_inputs_with_lots", cartStatement(true));

export interface CartInputs {
  register: SaleRegister;
  parties: CartParties;
  products: Map<string, SaleProduct>;
  platformFee: PlatformFeeRule | null;
  integrations: ReportingIntegration[];
  discounts: { rules: DiscountRule[]; codeFound: boolean };
  /** With `lots`: the lots the FEFO preview may take, by product in FEFO order, and each product's sellable units. */
  lots: SellableLot[];
  available: Map<string, number>;
}

/**
 * The cart's inputs, checked in the order a reader would: the register (NOT_FOUND, or at another location), the
 * parties, then the products (NOT_FOUND, inactive). `at`: the products priced as then (a sale made offline).
 */
export async function loadCartInputs(scope: ServiceScope, cart: CartInput, options: { at: Date | null; lots: boolean }): Promise<CartInputs> {
  const ids = [...new Set(cart.items.map((item) => item.productId))];
  const wanted = new Map<string, number>();
  for (const item of cart.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  const code = cart.discountCode?.trim() || null;
  const uuids = (list: readonly string[]) => `{${list.join(",")}}`;
  const [row] = await (options.lots ? forSummary : forSale)(scope.tx, {
    tenantId: scope.tenantId,
    locationId: cart.locationId,
    registerId: cart.registerId,
    customerId: cart.customerId,
    addressId: cart.addressId,
    partnerId: cart.partnerId,
    productIds: uuids(ids),
    wanted: `{${ids.map((id) => wanted.get(id)).join(",")}}`,
    scanned: uuids(cart.items.flatMap((item) => (item.lotId ? [item.lotId] : []))),
    at: options.at?.toISOString() ?? null,
    orderType: cart.orderType,
    code,
    today: todayUtc(),
  });
  const register = judgeCartRegister(row.register ?? undefined, cart.locationId);
  const parties = judgeParties({ customerId: cart.customerId, addressId: cart.addressId, partnerId: cart.partnerId }, row.parties);
  const products = judgeSaleProducts(ids, row.products);
  const lots = row.lots ?? [];
  const available = new Map<string, number>();
  for (const lot of lots) available.set(lot.productId, lot.available);
  return {
    register,
    parties,
    products,
    platformFee: row.platformFee ? platformFeeRule(row.platformFee) : null,
    integrations: row.integrations,
    discounts: cartDiscountRules(row, code),
    lots: lots.map((lot) => ({ id: lot.id, productId: lot.productId, actionId: lot.actionId, quantity: lot.quantity, batchExpiry: lot.batchExpiry, isOpened: lot.isOpened })),
    available,
  };
}
