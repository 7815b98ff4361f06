// Copies of a received lot, for volume (the benchmark's generator): `count` packs like the template lot, at its
// location, spread over the tenant's products, one in seven opened, each with its INTAKE ledger row on the
// template's GRN (and the stock movement rollup), all in two set-based statements. Part of the ledger's module: nothing else writes lots.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db";
import { businessToday } from "../../core/businessDay";
import { addToMovementRollup } from "./movementRollups";
import { addToStockLevels } from "./stockLevels";

export interface LotCopies {
  templateLotId: string;
  /** Numbers of the copies: their codes are `${prefix}${n}` for n from `from` to `to`. */
  from: number;
  to: number;
  prefix: string;
}

export async function receiveLotCopies(tx: Tx, tenantId: string, copies: LotCopies): Promise<void> {
  await tx.execute(sql`with t as (
      select l.*, g.grn_id, array(select id from products where tenant_id = ${tenantId}::uuid order by id) as products
      from product_lots l join grn_items g on g.tenant_id = l.tenant_id and g.id = l.grn_item_id
      where l.tenant_id = ${tenantId}::uuid and l.id = ${copies.templateLotId}::uuid),
    made as (
      insert into product_lots (tenant_id, id, action_id, product_id, location_id, vendor_id, grn_item_id, status, is_opened, is_foc, quantity,
        purchasing_price, mrp_selling_unit, tax_selling_unit, batch_number, batch_expiry)
      select t.tenant_id, gen_random_uuid(), ${copies.prefix} || n, (t.products)[n % array_length(t.products, 1) + 1], t.location_id, t.vendor_id, t.grn_item_id,
        'IN_INVENTORY', n % 7 = 0, false, t.quantity, t.purchasing_price, t.mrp_selling_unit, t.tax_selling_unit, t.batch_number, current_date + (30 + n % 700)
      from generate_series(${copies.from}::int, ${copies.to}::int) n, t
      returning id, product_id, quantity, location_id, status, is_opened, is_foc, grn_item_id, mrp_selling_unit, tax_selling_unit),
    levels as (${addToStockLevels(tenantId, { after: "made" })} returning 1),
    ledger as (insert into stock_movements (tenant_id, lot_id, product_id, kind, quantity, from_status, to_status, from_location_id, to_location_id, document_type, document_id)
      select ${tenantId}::uuid, made.id, made.product_id, 'INTAKE', made.quantity, null, 'IN_INVENTORY', null, made.location_id, 'GRN', t.grn_id
      from made, t)
    ${addToMovementRollup(sql`select ${tenantId}::uuid as tenant_id, made.product_id, 'INTAKE' as kind, made.quantity, null::text as from_status, 'IN_INVENTORY' as to_status,
      null::uuid as from_location_id, made.location_id as to_location_id, 0 as units_before, ${businessToday} as day, made.is_foc, made.grn_item_id from made`)}`);
}
