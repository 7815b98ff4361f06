// The stock ledger (DESIGN "Stock ledger"): the only code that writes stock_movements or a lot's quantity,
// status, location or opened flag. Each call writes its ledger rows in one multi-row INSERT and its lot changes
// in one UPDATE … FROM, whatever the number of lots (the rows travel as one jsonb parameter), inside the caller's
// transaction. Rows get the transaction's time (now()), or the time a movement names (`at`: only a history written
// afterwards, the demo's, dates its rows in the past), and a sequence in the order they were given. The same
// statement that writes the rows adds what they move to the stock movement rollup (movementRollups.ts), after the
// stock levels (so every writer takes the levels' rows, then the rollup's, in one order and never deadlocks).
import { randomUUID } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { uuidArray, type Tx } from "../../db";
import { queryRowsPrepared } from "../../db/preparedStatement";
import { productLots, products, stockMovements } from "../../db/schema";
import type { ProductLotStatus } from "./lotService";
import { addToStockLevels, lotLevelColumns } from "./stockLevels";
import { addToMovementRollup } from "./movementRollups";
import { businessDay } from "../../core/businessDay";
import { isInStockStatus } from "./sellableLots";
import type { HeldLot } from "./allocation";
import { lotStatus, storedStatus } from "./countHolds";
import { ledgerLocations, nextLotState, type LotChange, type LotState, type StockDocumentRef, type StockMovementKind } from "./movementRules";

/** One change to an existing lot, with the document it comes from and who made it. */
export interface LotMovement extends LotChange {
  kind: Exclude<StockMovementKind, "INTAKE">;
  lotId: string;
  document: StockDocumentRef;
  userId: string | null;
  /** When it happened, if not now (the demo's history): the row's time and its day in the rollup. */
  at?: Date;
}

/** A new lot (a received pack) and the document that brings it in. */
export interface NewLot {
  actionId: string;
  productId: string;
  locationId: string;
  vendorId: string;
  grnItemId: string;
  isFoc: boolean;
  /** Selling units in the pack. */
  quantity: number;
  purchasingPrice: string;
  mrpSellingUnit: string;
  taxSellingUnit: string;
  batchNumber: string;
  batchExpiry: string;
  document: StockDocumentRef;
  userId: string | null;
  /** When it came in, if not now (LotMovement.at). */
  at?: Date;
}

/** A lot as the ledger left it. */
export interface LotAfterMovements extends LotState {
  id: string;
  productId: string;
}

interface LedgerRow {
  /** Write order within the call: the sequence column follows it. */
  ord: number;
  lot_id: string;
  product_id: string;
  kind: StockMovementKind;
  quantity: number;
  from_status: ProductLotStatus | null;
  to_status: ProductLotStatus;
  from_location_id: string | null;
  to_location_id: string | null;
  document_type: string;
  document_id: string;
  user_id: string | null;
  /** The row's time when not the transaction's. */
  at: string | null;
  /** The lot's units before the row, and what the rollup values them by. */
  units_before: number;
  is_foc: boolean;
  grn_item_id: string;
  /** Whether it changes the units at a location (movementRollups.ts): only those rows reach the rollup. */
  moves: boolean;
}

/** The units a lot holds at its location: none while in transit (movementRollups.ts). */
const unitsAtLocation = (lot: LotState): number => (lot.status === "IN_TRANSFER" ? 0 : lot.quantity);

const asJson = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * From this many rows on, a call first drops the connection's cached query plans. Each ledger row's foreign key
 * is checked by a query the connection planned once and keeps: planned while product_lots was small (a new
 * company, a fresh database) it scans the whole table for every row until the table is next analyzed, so an
 * intake of 5,000 packs took seconds, more with each one. Planned again, on the table as it is, it uses the key.
 */
const REPLAN_FROM_ROWS = 100;

/**
 * From this many rows on, the call's sorts (the ledger rows in their order, the lots locked in id order) get the
 * memory to stay off disk: with the default 4 MB, 20,000 rows sorted by writing temporary files.
 */
const LARGE_FROM_ROWS = 5_000;

/**
 * Runs a statement of a few rows (a sale, a return, a count's line) prepared once per connection: these long
 * statements cost PostgreSQL as much to plan as to run. Bulk calls (REPLAN_FROM_ROWS and more) stay unprepared,
 * planned for the rows they bring.
 */
async function runSized(tx: Tx, rows: number, name: string, statement: SQL): Promise<void> {
  if (rows < REPLAN_FROM_ROWS) await queryRowsPrepared(tx, name, statement);
  else await tx.execute(statement);
}

async function roomToSort(tx: Tx, rows: number): Promise<void> {
  if (rows >= LARGE_FROM_ROWS) await tx.execute(sql`set local work_mem = '64MB'`);
}

async function insertLedgerRows(tx: Tx, tenantId: string, rows: LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length >= REPLAN_FROM_ROWS) await tx.execute(sql`discard plans`);
  if (!rows.some((row) => row.moves)) {
    // a count starting or ending, packs held: the ledger rows alone
    await runSized(tx, rows.length, "ledger_rows", sql`insert into ${stockMovements} (tenant_id, lot_id, product_id, kind, quantity, from_status, to_status, from_location_id, to_location_id, document_type, document_id, user_id, created_at)
      select ${tenantId}::uuid, r.lot_id, r.product_id, r.kind, r.quantity, r.from_status, r.to_status, r.from_location_id, r.to_location_id, r.document_type, r.document_id, r.user_id, coalesce(r.at, now())
      from jsonb_to_recordset(${asJson(rows)}) as r(ord integer, lot_id uuid, product_id uuid, kind text, quantity integer, from_status text, to_status text,
        from_location_id uuid, to_location_id uuid, document_type text, document_id uuid, user_id uuid, at timestamptz)
      order by r.ord`);
    return;
  }
  await runSized(tx, rows.length, "ledger_rows_rollup", sql`with r as (select * from jsonb_to_recordset(${asJson(rows)}) as r(ord integer, lot_id uuid, product_id uuid, kind text, quantity integer,
        from_status text, to_status text, from_location_id uuid, to_location_id uuid, document_type text, document_id uuid, user_id uuid, at timestamptz,
        units_before integer, is_foc boolean, grn_item_id uuid, moves boolean)),
      ledger as (insert into ${stockMovements} (tenant_id, lot_id, product_id, kind, quantity, from_status, to_status, from_location_id, to_location_id, document_type, document_id, user_id, created_at)
        select ${tenantId}::uuid, r.lot_id, r.product_id, r.kind, r.quantity, r.from_status, r.to_status, r.from_location_id, r.to_location_id, r.document_type, r.document_id, r.user_id, coalesce(r.at, now())
        from r order by r.ord)
    ${addToMovementRollup(sql`select ${tenantId}::uuid as tenant_id, r.product_id, r.kind, r.quantity, r.from_status, r.to_status, r.from_location_id, r.to_location_id,
      r.units_before, ${sql.raw(businessDay("coalesce(r.at, now())"))} as day, r.is_foc, r.grn_item_id from r where r.moves`)}`);
}

/**
 * Makes the lots, IN_INVENTORY at their location, each with its INTAKE ledger row; answers their ids in the
 * order given. Two statements for any number of lots.
 */
export async function receiveLots(tx: Tx, tenantId: string, lots: readonly NewLot[]): Promise<string[]> {
  if (lots.length === 0) return [];
  const bad = lots.find((lot) => !Number.isInteger(lot.quantity) || lot.quantity <= 0);
  if (bad) throw new Error(`receiveLots: lot ${bad.actionId} must hold a positive whole number of units, not ${bad.quantity}.`);
  await roomToSort(tx, lots.length);
  const ids = lots.map(() => randomUUID());
  const rows = lots.map((lot, index) => ({
    ord: index,
    id: ids[index],
    action_id: lot.actionId,
    product_id: lot.productId,
    location_id: lot.locationId,
    vendor_id: lot.vendorId,
    grn_item_id: lot.grnItemId,
    is_foc: lot.isFoc,
    quantity: lot.quantity,
    purchasing_price: lot.purchasingPrice,
    mrp_selling_unit: lot.mrpSellingUnit,
    tax_selling_unit: lot.taxSellingUnit,
    batch_number: lot.batchNumber,
    batch_expiry: lot.batchExpiry,
    at: lot.at?.toISOString() ?? null,
  }));
  // a lot made at an earlier `at` (the demo's history) was made then, as its INTAKE row says
  await tx.execute(sql`with made as (
      insert into ${productLots} (tenant_id, id, action_id, product_id, location_id, vendor_id, grn_item_id, status, is_opened, is_foc, quantity,
        purchasing_price, mrp_selling_unit, tax_selling_unit, batch_number, batch_expiry, created_at, updated_at)
      select ${tenantId}::uuid, r.id, r.action_id, r.product_id, r.location_id, r.vendor_id, r.grn_item_id, 'IN_INVENTORY', false, r.is_foc, r.quantity,
        r.purchasing_price, r.mrp_selling_unit, r.tax_selling_unit, r.batch_number, r.batch_expiry, coalesce(r.at, now()), coalesce(r.at, now())
      from jsonb_to_recordset(${asJson(rows)}) as r(ord integer, id uuid, action_id text, product_id uuid, location_id uuid, vendor_id uuid, grn_item_id uuid,
        is_foc boolean, quantity integer, purchasing_price numeric, mrp_selling_unit numeric, tax_selling_unit numeric, batch_number text, batch_expiry date,
        at timestamptz)
      order by r.ord
      returning ${lotLevelColumns()})
    ${addToStockLevels(tenantId, { after: "made" })}`);
  await insertLedgerRows(
    tx,
    tenantId,
    lots.map((lot, index) => ({
      ord: index,
      lot_id: ids[index],
      product_id: lot.productId,
      kind: "INTAKE",
      quantity: lot.quantity,
      from_status: null,
      to_status: "IN_INVENTORY",
      from_location_id: null,
      to_location_id: lot.locationId,
      document_type: lot.document.type,
      document_id: lot.document.id,
      user_id: lot.userId,
      at: lot.at?.toISOString() ?? null,
      units_before: 0,
      is_foc: lot.isFoc,
      grn_item_id: lot.grnItemId,
      moves: true,
    })),
  );
  return ids;
}

type LockedLot = HeldLot;

/**
 * Locks the lots (in id order, so that concurrent writers queue instead of deadlocking) with their product's name.
 * FOR NO KEY UPDATE, the lock the update itself takes (no movement changes a lot's id or code): writers of a lot
 * still queue, while an audit's scan of it (FOR KEY SHARE) does not wait for them. Whoever must keep a count off
 * a lot it moves away (a transfer, a vendor return, an adjustment) locks the lot FOR UPDATE first.
 */
async function lockLots(tx: Tx, tenantId: string, lotIds: readonly string[]): Promise<Map<string, LockedLot>> {
  const rows = await tx
    .select({
      id: productLots.id,
      actionId: productLots.actionId,
      productId: productLots.productId,
      productName: products.name,
      status: lotStatus(),
      locationId: productLots.locationId,
      quantity: productLots.quantity,
      isOpened: productLots.isOpened,
      isFoc: productLots.isFoc,
      grnItemId: productLots.grnItemId,
    })
    .from(productLots)
    .innerJoin(products, and(eq(products.tenantId, productLots.tenantId), eq(products.id, productLots.productId)))
    .where(and(eq(productLots.tenantId, tenantId), sql`${productLots.id} = any(${uuidArray(lotIds)})`))
    .orderBy(productLots.id)
    .for("no key update", { of: productLots });
  return new Map(rows.map((row) => [row.id, { ...row, status: row.status as ProductLotStatus }]));
}

/** Whether the lot's stock level moves: it enters or leaves the stock, or, in stock, changes units, place or opened flag. */
function changesStockLevel(before: LotState, after: LotState): boolean {
  const wasIn = isInStockStatus(before.status);
  if (wasIn !== isInStockStatus(after.status)) return true;
  return wasIn && (before.quantity !== after.quantity || before.locationId !== after.locationId || before.isOpened !== after.isOpened);
}

/**
 * Applies the movements in order (several may touch one lot) to lots it locks first, or refuses them all with a
 * CONFLICT naming the product when a lot's state forbids one (not enough units, wrong status). Writes one ledger
 * row per movement and each touched lot's final state; answers those states. `held`: the lots as this
 * transaction's allocation locked and read them (allocateDistinctLines), not read again when they are all there.
 */
export async function applyLotMovements(tx: Tx, tenantId: string, movements: readonly LotMovement[], held?: ReadonlyMap<string, HeldLot>): Promise<LotAfterMovements[]> {
  if (movements.length === 0) return [];
  await roomToSort(tx, movements.length);
  const lotIds = [...new Set(movements.map((movement) => movement.lotId.toLowerCase()))];
  // lots this transaction's allocation locked and read (allocateDistinctLines) need no second read
  const locked = held && lotIds.every((id) => held.has(id)) ? held : await lockLots(tx, tenantId, lotIds);
  const states = new Map<string, LotState>();
  const rows = movements.map((movement, index): LedgerRow => {
    const lot = locked.get(movement.lotId.toLowerCase());
    if (!lot) throw new Error(`applyLotMovements: lot ${movement.lotId} is not one of the tenant's lots.`);
    const before = states.get(lot.id) ?? lot;
    const after = nextLotState(before, lot, movement);
    states.set(lot.id, after);
    const where = ledgerLocations(movement.kind, movement.quantity, before.locationId, after.locationId);
    return {
      ord: index,
      lot_id: lot.id,
      product_id: lot.productId,
      kind: movement.kind,
      quantity: movement.quantity,
      from_status: before.status,
      to_status: after.status,
      from_location_id: where.from,
      to_location_id: where.to,
      document_type: movement.document.type,
      document_id: movement.document.id,
      user_id: movement.userId,
      at: movement.at?.toISOString() ?? null,
      units_before: before.quantity,
      is_foc: lot.isFoc,
      grn_item_id: lot.grnItemId,
      moves: unitsAtLocation(before) !== unitsAtLocation(after),
    };
  });
  const lots = [...states.entries()].map(([id, state]) => ({
    id,
    quantity: state.quantity,
    status: storedStatus(state.status),
    location_id: state.locationId,
    is_opened: state.isOpened,
    levels: changesStockLevel(locked.get(id) as LockedLot, state),
  }));
  const update = sql`update ${productLots} as l
      set quantity = r.quantity, status = r.status, location_id = r.location_id, is_opened = r.is_opened, updated_at = now()
      from r
      where l.tenant_id = ${tenantId}::uuid and l.id = r.id`;
  const r = sql`r as (select * from jsonb_to_recordset(${asJson(lots)}) as r(id uuid, quantity integer, status text, location_id uuid, is_opened boolean, levels boolean))`;
  if (!lots.some((lot) => lot.levels)) {
    // only statuses within the stock (a count starting or ending): the levels stay as they are
    await runSized(tx, lots.length, "lots_update", sql`with ${r} ${update}`);
  } else {
    // the lots' new state and the stock levels' difference in one statement: `before` reads the lots that change
    // a level as the statement found them (every part of a WITH sees one snapshot), `after` as the update left them
    await runSized(tx, lots.length, "lots_update_levels", sql`with ${r},
      before as (select ${lotLevelColumns()} from ${productLots} where tenant_id = ${tenantId}::uuid and id in (select id from r where levels)),
      changed as (${update} returning l.id, ${lotLevelColumns("l")}),
      after as (select ${lotLevelColumns()} from changed where id in (select id from r where levels))
      ${addToStockLevels(tenantId, { before: "before", after: "after" })}`);
  }
  await insertLedgerRows(tx, tenantId, rows);
  return [...states.entries()].map(([id, state]) => ({ id, productId: locked.get(id)!.productId, ...state }));
}

