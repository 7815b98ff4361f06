// Session and Z report summaries (spec §3 Register session summaries, §9 X-Out report): per payment method the
// gross, discount and tax of the sales, the refunds of returns, the net, and the orders counted, with one SQL
// aggregate over order_payments (each payment carries its share of its order's gross, discount and tax) — the
// orders are never loaded into Node. One function answers the session summary, the register summary and the Z report.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../common/schemas/order";
import { money } from "../../../common/money";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, notFound } from "../../core/errors";
import { isUuid, queryRows } from "../../db";
import { locations, registerBalanceEntries } from "../../db/schema";
import { getSessionRow } from "./sessionRows";

export interface PaymentMethodSummaryRow {
  gross: number;
  discount: number;
  tax: number;
  returned: number;
  netSale: number;
  netAmount: number;
  orderCount: number;
  integrationCharges: number;
  platformFee: number;
  shippingFee: number;
}

export interface SessionSummaryRow {
  sessionId: string | null;
  registerName: string | null;
  locationName: string;
  startDate: Date;
  endDate: Date | null;
  methods: (PaymentMethodSummaryRow & { method: PaymentMethod })[];
  total: PaymentMethodSummaryRow;
}

export interface RegisterSummaryRow {
  balance: number;
  openingAmount: number;
  closingAmount: number | null;
  returnTotalAmount: number;
  totalAdditions: number;
  totalWithdrawals: number;
  totalAmount: number;
  totalDiscount: number;
  cashSales: number;
  cashRefunds: number;
}

type Which = { sessionId: string } | { locationId: string; startDate: Date; endDate: Date };

interface AggregateRow extends Record<string, unknown> {
  method: string | null;
  gross: string;
  discount: string;
  tax: string;
  returned: string;
  sold: string;
  orderCount: number;
  integrationCharges: string;
  platformFee: string;
  shippingFee: string;
}

const ZERO_ROW: PaymentMethodSummaryRow = { gross: 0, discount: 0, tax: 0, returned: 0, netSale: 0, netAmount: 0, orderCount: 0, integrationCharges: 0, platformFee: 0, shippingFee: 0 };

function toSummary(row: AggregateRow | undefined): PaymentMethodSummaryRow {
  if (!row) return ZERO_ROW;
  const gross = money(row.gross);
  const discount = money(row.discount);
  const returned = money(row.returned);
  return {
    gross: gross.toNumber(),
    discount: discount.toNumber(),
    tax: money(row.tax).toNumber(),
    returned: returned.toNumber(),
    netSale: gross.minus(discount).minus(returned).toNumber(),
    netAmount: money(row.sold).minus(returned).toNumber(),
    orderCount: Number(row.orderCount),
    integrationCharges: money(row.integrationCharges).toNumber(),
    platformFee: money(row.platformFee).toNumber(),
    shippingFee: money(row.shippingFee).toNumber(),
  };
}

/** An order's charge, split over its payments by what each pays (exact in total when the payments cover it). */
const share = (column: string) =>
  sql.raw(`round(coalesce(sum(case when o.total_amount > 0 then o.${column} * p.amount / o.total_amount else 0 end) filter (where o.kind = 'NORMAL'), 0), 2)::text`);

/** Sums per payment method (and in all: the ROLLUP row, method null) of the payments `where` selects. */
async function aggregate(scope: ServiceScope, which: Which): Promise<{ methods: SessionSummaryRow["methods"]; total: PaymentMethodSummaryRow }> {
  const where: SQL =
    "sessionId" in which
      ? sql`p.session_id = ${which.sessionId}`
      : sql`p.location_id = ${which.locationId} and p.created_at >= ${which.startDate.toISOString()}::timestamptz and p.created_at <= ${which.endDate.toISOString()}::timestamptz`;
  const rows = await queryRows<AggregateRow>(
    scope.tx,
    sql`select p.method,
      coalesce(sum(p.gross_share) filter (where o.kind = 'NORMAL'), 0)::text as "gross",
      coalesce(sum(p.discount_share) filter (where o.kind = 'NORMAL'), 0)::text as "discount",
      coalesce(sum(p.tax_share) filter (where o.kind = 'NORMAL'), 0)::text as "tax",
      coalesce(sum(p.amount) filter (where o.kind = 'RETURN'), 0)::text as "returned",
      coalesce(sum(p.amount) filter (where o.kind = 'NORMAL'), 0)::text as "sold",
      (count(distinct p.order_id) filter (where o.kind = 'NORMAL'))::int as "orderCount",
      ${share("integration_charges")} as "integrationCharges",
      ${share("platform_fee")} as "platformFee",
      ${share("delivery_charges")} as "shippingFee"
    from order_payments p
    join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
    where p.tenant_id = ${scope.tenantId} and ${where}
      and p.status in ('PAID', 'REFUNDED') and o.status not in ('HOLD', 'CANCELLED')
    group by rollup (p.method)`,
  );
  const byMethod = new Map(rows.filter((row) => row.method !== null).map((row) => [row.method, row]));
  return {
    methods: PAYMENT_METHODS.map((method) => ({ method, ...toSummary(byMethod.get(method)) })),
    total: toSummary(rows.find((row) => row.method === null)),
  };
}

async function locationName(scope: ServiceScope, locationId: string): Promise<string> {
  const [location] = await scope.tx
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.tenantId, scope.tenantId), eq(locations.id, locationId)));
  if (!location) throw notFound("Location not found.");
  return location.name;
}

/** The X-out numbers of one session (its payments, whenever taken). */
export async function getSessionSummary(scope: ServiceScope, sessionId: string): Promise<SessionSummaryRow> {
  const session = await getSessionRow(scope, sessionId);
  const sums = await aggregate(scope, { sessionId: session.id });
  return {
    sessionId: session.id,
    registerName: session.registerName,
    locationName: await locationName(scope, session.locationId),
    startDate: session.openedAt,
    endDate: session.closedAt,
    ...sums,
  };
}

/** The Z report: every payment taken at a location between two instants, whatever its session. */
export async function getZReport(scope: ServiceScope, args: { locationId: string; startDate: Date; endDate: Date }): Promise<SessionSummaryRow> {
  if (!isUuid(args.locationId)) throw notFound("Location not found.");
  // another tenant's location is NOT_FOUND (not FORBIDDEN): looked up in this tenant before the location wall
  const name = await locationName(scope, args.locationId);
  assertLocationAllowed(scope, args.locationId);
  if (args.endDate < args.startDate) throw badUserInput({ endDate: "The end date must be after the start date." });
  const sums = await aggregate(scope, args);
  return { sessionId: null, registerName: null, locationName: name, startDate: args.startDate, endDate: args.endDate, ...sums };
}

/** The drawer of a session: opening, cash sales and refunds, additions and withdrawals, and the balance. */
export async function getRegisterSummary(scope: ServiceScope, sessionId: string): Promise<RegisterSummaryRow> {
  const session = await getSessionRow(scope, sessionId);
  const sums = await aggregate(scope, { sessionId: session.id });
  const [entries] = await scope.tx
    .select({
      additions: sql<string>`coalesce(sum(${registerBalanceEntries.amount}) filter (where ${registerBalanceEntries.kind} = 'ADDITION'), 0)::text`,
      withdrawals: sql<string>`coalesce(sum(${registerBalanceEntries.amount}) filter (where ${registerBalanceEntries.kind} = 'WITHDRAWAL'), 0)::text`,
    })
    .from(registerBalanceEntries)
    .where(and(eq(registerBalanceEntries.tenantId, scope.tenantId), eq(registerBalanceEntries.sessionId, session.id)));
  const cash = sums.methods.find((row) => row.method === "CASH") ?? { ...ZERO_ROW, method: "CASH" };
  return {
    balance: session.balance,
    openingAmount: session.openingAmount,
    closingAmount: session.closingAmount,
    returnTotalAmount: sums.total.returned,
    totalAdditions: Number(entries.additions),
    totalWithdrawals: Number(entries.withdrawals),
    totalAmount: money(sums.total.netAmount).plus(sums.total.returned).toNumber(),
    totalDiscount: sums.total.discount,
    cashSales: money(cash.netAmount).plus(cash.returned).toNumber(),
    cashRefunds: cash.returned,
  };
}
