// Which lots are sellable at a location and the order to take them (DESIGN "Selling"), each rule written once: as
// SQL pieces for queries that filter or order lots (Drizzle or raw SQL, on product_lots or on an alias of it from
// lotsAs) and as plain functions for lots already read. The till, the cart, returns, transfers,
// demand suggestions, reports and the seed build on these; tests/unit/inventory/lotRules.test.ts fails on a copy.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { addDays, isExpiredOn, todayUtc } from "../../../common/schemas/dates";
import type { ListSortArg } from "../../core/listEngine";
import { productLots } from "../../db/schema";
import type { ProductLotStatus } from "./lotService";

/** The lot columns the rules read: product_lots itself or an alias of it. */
export interface LotColumns {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  locationId: AnyPgColumn;
  productId: AnyPgColumn;
  actionId: AnyPgColumn;
  status: AnyPgColumn;
  quantity: AnyPgColumn;
  batchExpiry: AnyPgColumn;
  isOpened: AnyPgColumn;
}

/** product_lots under the name raw SQL gives it (`from product_lots l` → lotsAs("l")), for the pieces below. */
export function lotsAs(name: string) {
  return alias(productLots, name);
}

/**
 * The statuses of a lot on the shelf: IN_INVENTORY, and IN_AUDIT (a lot being counted is still sold, returned to
 * and transferred while the count goes on).
 */
const IN_STOCK_STATUSES: readonly ProductLotStatus[] = ["IN_INVENTORY", "IN_AUDIT"];

/** IN_STOCK_STATUSES as an SQL list. */
export const IN_STOCK_STATUS_LIST: SQL = sql.raw(IN_STOCK_STATUSES.map((status) => `'${status}'`).join(", "));

/** In stock: IN_INVENTORY or IN_AUDIT (expired and empty lots included). */
export function inStock(lot: LotColumns = productLots): SQL {
  return sql`${lot.status} in (${IN_STOCK_STATUS_LIST})`;
}

/** Whether a status read is one of IN_STOCK_STATUSES. */
export function isInStockStatus(status: string): boolean {
  return (IN_STOCK_STATUSES as readonly string[]).includes(status);
}

/** Unexpired on `today` (a UTC date): the expiry is after it, so exactly the lots common's isExpiredOn keeps. */
export function unexpiredOn(today: string | Placeholder = todayUtc(), lot: LotColumns = productLots): SQL {
  return sql`${lot.batchExpiry} > ${today}::date`;
}

/** Expired on `today`: every lot `unexpiredOn` leaves out. */
export function expiredOn(today: string = todayUtc(), lot: LotColumns = productLots): SQL {
  return sql`${lot.batchExpiry} <= ${today}::date`;
}

/** Expired by `days` after today (near expiry): the lots already expired included. */
export function expiringWithin(days: number, lot: LotColumns = productLots, today: string = todayUtc()): SQL {
  return sql`${lot.batchExpiry} <= ${addDays(today, days)}::date`;
}

/** Holding units. */
export function notEmpty(lot: LotColumns = productLots): SQL {
  return sql`${lot.quantity} > 0`;
}

/** Sellable: in stock, unexpired on `today` and not empty. */
export function sellableLot(lot: LotColumns = productLots, today: string | Placeholder = todayUtc()): SQL {
  return sql`(${inStock(lot)} and ${unexpiredOn(today, lot)} and ${notEmpty(lot)})`;
}

/** The tenant's sellable lots at the location. */
export function sellableLotAt(tenantId: string | Placeholder, locationId: string | Placeholder, options: { lot?: LotColumns; today?: string | Placeholder } = {}): SQL {
  const lot = options.lot ?? productLots;
  return sql`(${lot.tenantId} = ${tenantId}::uuid and ${lot.locationId} = ${locationId}::uuid and ${sellableLot(lot, options.today)})`;
}

export type UnsellableReason = "NOT_IN_STOCK" | "EXPIRED" | "EMPTY";

/** Why a lot already read is not sellable (its status, then its expiry, then its units), as sellableLot decides; null when it is. */
export function whyUnsellable(lot: { status: string; batchExpiry: string; quantity: number }, today: string = todayUtc()): UnsellableReason | null {
  // IN_STOCK_STATUSES spelled out (tests/unit/inventory/lotRules.test.ts finds this check by its text)
  if (lot.status !== "IN_INVENTORY" && lot.status !== "IN_AUDIT") return "NOT_IN_STOCK";
  if (isExpiredOn(lot.batchExpiry, today)) return "EXPIRED";
  if (lot.quantity <= 0) return "EMPTY";
  return null;
}

/** Earliest expiry first: FEFO's main key, and the way documents and reports list lots. */
export function soonestExpiryFirst(lot: LotColumns = productLots): SQL {
  return sql`${lot.batchExpiry} asc`;
}

/**
 * FEFO, the order to take sellable lots: the scanned lot (if any) first, then opened packs, then the earliest
 * expiry, then the lot id so that equal lots always come in the same order. For `order by` or `over (order by …)`.
 */
export function fefoOrder(lot: LotColumns = productLots, scannedLotId: string | null = null): SQL {
  const keys = [sql`${lot.isOpened} desc`, soonestExpiryFirst(lot), sql`${lot.id} asc`];
  return sql.join(scannedLotId ? [sql`(${lot.id} = ${scannedLotId}::uuid) desc`, ...keys] : keys, sql`, `);
}

/** fefoOrder for lots already read (uuids compare as their text does). */
export function compareFefo(scannedLotId: string | null = null) {
  return (a: { id: string; isOpened: boolean; batchExpiry: string }, b: { id: string; isOpened: boolean; batchExpiry: string }): number =>
    Number(b.id === scannedLotId) - Number(a.id === scannedLotId) ||
    Number(b.isOpened) - Number(a.isOpened) ||
    a.batchExpiry.localeCompare(b.batchExpiry) ||
    a.id.localeCompare(b.id);
}

/** How a list of lots reads (a lot list, the lots a sale drew): earliest expiry first, then by label. */
export function lotListOrder(lot: LotColumns = productLots): SQL {
  return sql.join([soonestExpiryFirst(lot), sql`${lot.actionId} asc`], sql`, `);
}

/** lotListOrder for lots already read. */
export function compareLotListOrder(a: { batchExpiry: string; actionId: string }, b: { batchExpiry: string; actionId: string }): number {
  return a.batchExpiry.localeCompare(b.batchExpiry) || a.actionId.localeCompare(b.actionId);
}

/** lotListOrder as a list's default sort (the list engine adds its tie-breaker). */
export const LOT_LIST_SORT: readonly ListSortArg[] = [
  { field: "batchExpiry", direction: "ASC" },
  { field: "actionId", direction: "ASC" },
];
