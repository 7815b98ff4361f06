// The dashboard's work waiting and demand missed at the caller's locations: GRNs in QC and awaiting intake,
// transfers on their way in and out, open demand notes asked of them, open registers with their expected cash,
// fiscal postings pending or failed, and the lost sales of the last 30 days (what customers asked for and lacked).
import { sql } from "drizzle-orm";
import { money, toMoneyNumber } from "../../../common/money";
import { queryRows, type Tx } from "../../db";
import { businessDayStart } from "../salesRollups";
import { firstDayOf, type DashboardScope } from "./dashboardScope";

export interface OpenRegister { sessionId: string; registerId: string; registerName: string; locationId: string; locationName: string; openedAt: Date; openedBy: string; expectedCash: number }
export interface LostDemand { productId: string | null; productName: string; times: number; units: number; value: number }
export interface WorkFigures {
  grnsAwaitingQc: number;
  grnsAwaitingIntake: number;
  transfersIncoming: number;
  transfersOutgoing: number;
  demandNotesOpen: number;
  openRegisters: OpenRegister[];
  fiscalPending: number;
  fiscalFailed: number;
  lostSales: { records: number; units: number; value: number; top: LostDemand[] };
}

const TOP = 10;
const asNumber = (value: unknown) => toMoneyNumber(money(String(value ?? 0)));

/** A GRN waits for QC while any item is in QC, then for intake while any is RECEIVED (as its status says). */
function grnQuery(where: DashboardScope) {
  return sql`select count(*) filter (where qc)::int as qc, count(*) filter (where not qc and received)::int as intake
    from (select gi.grn_id, bool_or(gi.status = 'QC') as qc, bool_or(gi.status = 'RECEIVED') as received from grn_items gi
      where gi.tenant_id = ${where.tenantId}::uuid and gi.location_id ${where.inPlaces} and gi.status in ('QC', 'RECEIVED') group by gi.grn_id) waiting`;
}

function movementQuery(where: DashboardScope, tills: boolean) {
  const open = sql`t.status in ('IN_TRANSIT', 'PARTIALLY_RECEIVED')`;
  return sql`select
      (select count(*)::int from transfers t where t.tenant_id = ${where.tenantId}::uuid and ${open} and t.location_to_id ${where.inPlaces}) as incoming,
      (select count(*)::int from transfers t where t.tenant_id = ${where.tenantId}::uuid and ${open} and t.location_from_id ${where.inPlaces}) as outgoing,
      (select count(*)::int from demand_notes n where n.tenant_id = ${where.tenantId}::uuid and n.status = 'OPEN' and n.requested_to_id ${where.inPlaces}) as notes,
      ${tills ? fiscalCounts(where) : sql`0 as fiscal_pending, 0 as fiscal_failed`}`;
}

function fiscalCounts(where: DashboardScope) {
  return sql`(select count(*)::int from fiscal_postings f join integrations i on i.tenant_id = f.tenant_id and i.id = f.integration_id
        where f.tenant_id = ${where.tenantId}::uuid and f.status = 'PENDING' and i.location_id ${where.inPlaces}) as fiscal_pending,
      (select count(*)::int from fiscal_postings f join integrations i on i.tenant_id = f.tenant_id and i.id = f.integration_id
        where f.tenant_id = ${where.tenantId}::uuid and f.status in ('FAILED', 'REJECTED') and i.location_id ${where.inPlaces}) as fiscal_failed`;
}

function openRegistersQuery(where: DashboardScope) {
  return sql`select s.id::text as session_id, s.register_id::text as register_id, r.name as register_name, s.location_id::text as location_id,
      loc.name as location_name, s.opened_at, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as opened_by, s.balance
    from register_sessions s
    join location_registers r on r.tenant_id = s.tenant_id and r.id = s.register_id
    join locations loc on loc.tenant_id = s.tenant_id and loc.id = s.location_id
    left join users u on u.tenant_id = s.tenant_id and u.id = s.opened_by
    where s.tenant_id = ${where.tenantId}::uuid and s.status = 'OPENED' and s.location_id ${where.inPlaces}
    order by loc.name, r.name`;
}

const lostSince = (where: DashboardScope) => businessDayStart(firstDayOf(where, 30));

/** Grouped by catalogue product, or by the typed name (any case) for an unlisted one. */
function lostTopQuery(where: DashboardScope) {
  return sql`select ls.product_id::text as product_id, min(coalesce(p.name, ls.product_name)) as product_name, count(*)::int as times, sum(ls.quantity)::int as units, sum(ls.value) as value
    from lost_sales ls left join products p on p.tenant_id = ls.tenant_id and p.id = ls.product_id
    where ls.tenant_id = ${where.tenantId}::uuid and ls.location_id ${where.inPlaces} and ls.created_at >= ${lostSince(where)}
    group by ls.product_id, case when ls.product_id is null then lower(ls.product_name) end
    order by units desc, value desc, product_name limit ${TOP}`;
}

function lostTotalsQuery(where: DashboardScope) {
  return sql`select count(*)::int as records, coalesce(sum(quantity), 0)::int as units, coalesce(sum(value), 0) as value from lost_sales
    where tenant_id = ${where.tenantId}::uuid and location_id ${where.inPlaces} and created_at >= ${lostSince(where)}`;
}

type RegisterRow = { session_id: string; register_id: string; register_name: string; location_id: string; location_name: string; opened_at: Date | string; opened_by: string; balance: string };
type LostRow = { product_id: string | null; product_name: string; times: number; units: number; value: string };

/** With `tills: false` (a warehouse's dashboard) the open registers and the fiscal postings are not looked up. */
export async function workFigures(tx: Tx, where: DashboardScope, { tills }: { tills: boolean }): Promise<WorkFigures> {
  const [grn] = await queryRows<{ qc: number; intake: number }>(tx, grnQuery(where));
  const [moves] = await queryRows<Record<"incoming" | "outgoing" | "notes" | "fiscal_pending" | "fiscal_failed", number>>(tx, movementQuery(where, tills));
  const registers = tills ? await queryRows<RegisterRow>(tx, openRegistersQuery(where)) : [];
  const lostTop = await queryRows<LostRow>(tx, lostTopQuery(where));
  const [lost] = await queryRows<{ records: number; units: number; value: string }>(tx, lostTotalsQuery(where));
  return {
    grnsAwaitingQc: Number(grn?.qc ?? 0),
    grnsAwaitingIntake: Number(grn?.intake ?? 0),
    transfersIncoming: Number(moves?.incoming ?? 0),
    transfersOutgoing: Number(moves?.outgoing ?? 0),
    demandNotesOpen: Number(moves?.notes ?? 0),
    fiscalPending: Number(moves?.fiscal_pending ?? 0),
    fiscalFailed: Number(moves?.fiscal_failed ?? 0),
    openRegisters: registers.map((row) => ({
      sessionId: row.session_id, registerId: row.register_id, registerName: row.register_name, locationId: row.location_id, locationName: row.location_name,
      openedAt: new Date(row.opened_at), openedBy: row.opened_by, expectedCash: asNumber(row.balance),
    })),
    lostSales: {
      records: Number(lost?.records ?? 0), units: Number(lost?.units ?? 0), value: asNumber(lost?.value),
      top: lostTop.map((row) => ({ productId: row.product_id, productName: row.product_name, times: Number(row.times), units: Number(row.units), value: asNumber(row.value) })),
    },
  };
}
