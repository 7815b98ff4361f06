// The stock movement rollup (stock_movement_daily; README "Stock movement report"): per location, product and
// business day, the units and value at cost that came in and went out, by kind. The ledger keeps it in the very
// statement that writes its rows (ledger.ts, lotCopies.ts); the drift check recomputes it from the ledger alone.
//
// What a movement moves: the units a location holds are those of its lots in any status but IN_TRANSFER (a lot held
// by a count or a pending adjustment is still on the shelf; a lot on its way is at neither end). A ledger row's
// units are the lot's units there after it less before it: its quantity, except a transfer's, which moves the
// whole lot (TRANSFER_OUT takes the lot's units from the source, TRANSFER_IN brings them to the destination). Its
// value is the lot's value at cost (LOT_VALUE, rounded per lot) after less before, so a lot's movements add up to
// its value exactly, and a location's to the value of what it holds. Rows that move nothing (a count starting or
// ending, a pack held for an adjustment) write nothing.
import { sql, type SQL } from "drizzle-orm";
import { businessDay } from "../../core/businessDay";
import type { ProductLotStatus } from "./lotService";
import { LOT_VALUE, lotValueOf } from "./stockLevels";

/** A lot in this status is at no location. */
const IN_TRANSIT: ProductLotStatus = "IN_TRANSFER";

/** Out of the stock levels but still on the shelf: counted and waiting for the close, or held by a pending adjustment. */
const HELD_STATUS_LIST = sql.raw(["IN_ADJUSTMENT", "MATCHED", "SHORT", "EXCESS"].map((status) => `'${status}'`).join(", "));

type Flow = { column: string; kinds: readonly string[]; direction: 1 | -1; when?: "gain" | "loss" };

/** The rollup's pairs of columns (`…_units`, `…_value`): ins first, then outs (kept positive). */
export const MOVEMENT_FLOWS: readonly Flow[] = [
  { column: "received", kinds: ["INTAKE"], direction: 1 },
  { column: "transfer_in", kinds: ["TRANSFER_IN"], direction: 1 },
  { column: "customer_return", kinds: ["RETURN_FROM_CUSTOMER"], direction: 1 },
  { column: "found", kinds: ["ADJUSTMENT", "AUDIT"], direction: 1, when: "gain" },
  { column: "sold", kinds: ["SALE"], direction: -1 },
  { column: "transfer_out", kinds: ["TRANSFER_OUT"], direction: -1 },
  { column: "vendor_return", kinds: ["RETURN_TO_VENDOR"], direction: -1 },
  { column: "written_off", kinds: ["ADJUSTMENT", "AUDIT"], direction: -1, when: "loss" },
];

const KEYS = ["tenant_id", "location_id", "day", "product_id"];
export const MOVEMENT_MEASURES: readonly string[] = MOVEMENT_FLOWS.flatMap((flow) => [`${flow.column}_units`, `${flow.column}_value`]);

function flowSums(flow: Flow): string {
  const kinds = flow.kinds.map((kind) => `'${kind}'`).join(", ");
  const only = flow.when === "gain" ? " and e.units > 0" : flow.when === "loss" ? " and e.units < 0" : "";
  const sum = (measure: string) => `sum(case when m.kind in (${kinds})${only} then ${flow.direction} * e.${measure} else 0 end)`;
  return `${sum("units")} as ${flow.column}_units, ${sum("value")} as ${flow.column}_value`;
}

/**
 * The rollup rows of a set of ledger facts `m` (tenant_id, product_id, kind, quantity, from_status, to_status,
 * from_location_id, to_location_id, units_before: the lot's units before the row, day, is_foc, grn_item_id), in
 * key order, rows that move nothing left out.
 */
export function movementRollupRows(facts: SQL): SQL {
  const held = (units: string) => sql.raw(units);
  return sql`select m.tenant_id, coalesce(m.to_location_id, m.from_location_id) as location_id, m.day, m.product_id, ${sql.raw(MOVEMENT_FLOWS.map(flowSums).join(", "))}
    from (${facts}) m
    join grn_items g on g.tenant_id = m.tenant_id and g.id = m.grn_item_id
    cross join lateral (select case when m.from_status is null or m.from_status = '${sql.raw(IN_TRANSIT)}' then 0 else m.units_before end as before,
      case when m.to_status = '${sql.raw(IN_TRANSIT)}' then 0 else m.units_before + m.quantity end as after) h
    cross join lateral (select h.after - h.before as units,
      ${lotValueOf(sql`m.is_foc`, held("h.after"))} - ${lotValueOf(sql`m.is_foc`, held("h.before"))} as value) e
    where e.units <> 0
    group by 1, 2, 3, 4
    order by 2, 3, 4`;
}

/** Adds the facts' rows to the rollup (a statement, or the last part of a WITH list), in key order so that writers queue. */
export function addToMovementRollup(facts: SQL): SQL {
  const columns = [...KEYS, ...MOVEMENT_MEASURES].join(", ");
  const sums = MOVEMENT_MEASURES.map((column) => `${column} = t.${column} + excluded.${column}`).join(", ");
  return sql`insert into stock_movement_daily as t (${sql.raw(columns)}) ${movementRollupRows(facts)}
    on conflict (${sql.raw(KEYS.join(", "))}) do update set ${sql.raw(sums)}`;
}

/** The ledger's rows as facts, each with the lot's units before it (the sum of the lot's earlier rows). */
export function ledgerFacts(filter: SQL): SQL {
  return sql`select sm.tenant_id, sm.product_id, sm.kind, sm.quantity, sm.from_status, sm.to_status, sm.from_location_id, sm.to_location_id,
      coalesce(sum(sm.quantity) over (partition by sm.tenant_id, sm.lot_id order by sm.sequence rows between unbounded preceding and 1 preceding), 0) as units_before,
      ${sql.raw(businessDay("sm.created_at"))} as day, l.is_foc, l.grn_item_id
    from stock_movements sm join product_lots l on l.tenant_id = sm.tenant_id and l.id = sm.lot_id
    where ${filter}`;
}

/**
 * What each location holds now, per product (`location_id`, `product_id`, `units`, `value`), as the rollup counts
 * it: the stock levels, and the few packs held out of them by a count or a pending adjustment.
 */
export function heldNow(tenantId: string, locations: SQL): SQL {
  return sql`select location_id, product_id, sum(units) as units, sum(value) as value from (
      select s.location_id, s.product_id, s.stock_quantity as units, s.stock_value as value
      from stock_levels s where s.tenant_id = ${tenantId}::uuid and s.location_id in (${locations})
      union all
      select l.location_id, l.product_id, l.quantity, ${LOT_VALUE}
      from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
      where l.tenant_id = ${tenantId}::uuid and l.location_id in (${locations}) and l.status in (${HELD_STATUS_LIST}) and l.quantity > 0
    ) h group by location_id, product_id`;
}

export interface MovementRollupDrift extends Record<string, unknown> {
  /** stock_movement_daily (a day's row), or "on hand" (a location's rows added up against its lots). */
  table: string;
  key: string;
  kept: string | null;
  counted: string | null;
}

/**
 * The rollup rows that differ from the ledger recomputed (rows at zero count as absent), and the locations and
 * products whose rows added up differ from the units and value their lots hold (the report's opening rests on it).
 */
export function movementRollupDriftQuery(tenantId?: string): SQL {
  const tenant = tenantId ? sql`tenant_id = ${tenantId}::uuid` : sql`true`;
  const lotTenant = tenantId ? sql`l.tenant_id = ${tenantId}::uuid` : sql`true`;
  const list = (alias: string) => MOVEMENT_MEASURES.map((column) => `${alias}.${column}`).join(", ");
  const keyJson = sql.raw(`json_build_object(${KEYS.map((column) => `'${column}', ${column}`).join(", ")})::text`);
  const net = (measure: "units" | "value") =>
    sql.raw(MOVEMENT_FLOWS.map((flow) => `${flow.direction === 1 ? "+" : "-"} ${flow.column}_${measure}`).join(" "));
  return sql`(select 'stock_movement_daily' as "table", ${keyJson} as key, concat_ws(' ', ${sql.raw(list("k"))}) as kept, concat_ws(' ', ${sql.raw(list("c"))}) as counted
      from (select ${sql.raw([...KEYS, ...MOVEMENT_MEASURES].join(", "))} from stock_movement_daily
          where ${tenant} and (${sql.raw(MOVEMENT_MEASURES.map((column) => `${column} <> 0`).join(" or "))})) k
        full join (${movementRollupRows(ledgerFacts(tenantId ? sql`sm.tenant_id = ${tenantId}::uuid` : sql`true`))}) c using (${sql.raw(KEYS.join(", "))})
      where (${sql.raw(list("k"))}) is distinct from (${sql.raw(list("c"))}))
    union all
    (select 'on hand', json_build_object('tenant_id', tenant_id, 'location_id', location_id, 'product_id', product_id)::text,
        concat_ws(' ', k.units, k.value), concat_ws(' ', c.units, c.value)
      from (select tenant_id, location_id, product_id, sum(0 ${net("units")}) as units, sum(0 ${net("value")}) as value
          from stock_movement_daily where ${tenant} group by 1, 2, 3) k
        full join (select l.tenant_id, l.location_id, l.product_id, sum(l.quantity) as units, sum(${LOT_VALUE}) as value
          from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
          where ${lotTenant} and l.status <> '${sql.raw(IN_TRANSIT)}' group by 1, 2, 3) c using (tenant_id, location_id, product_id)
      where coalesce(k.units, 0) <> coalesce(c.units, 0) or coalesce(k.value, 0) <> coalesce(c.value, 0))
    order by 1, 2`;
}
