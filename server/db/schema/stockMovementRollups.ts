// The stock movement rollup (README "Stock movement report"): what the stock movement report reads instead of the
// ledger. One row per tenant, location, product and business day (Pakistan time) of the ledger rows' instant, with
// the units and the value at cost that came in and went out, by kind. Kept by the ledger itself
// (modules/inventory/movementRollups.ts) in the statement that writes the ledger rows; backfilled by its migration;
// movementRollupDrift proves it equal to the ledger.
import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { tenantId } from "./columns";
import { products } from "./catalogue";
import { locations } from "./system";

const units = (name: string) => integer(name).notNull().default(0);
const value = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default("0");

/**
 * Units at a location are those of its lots in any status but IN_TRANSFER (held by a count or a pending adjustment
 * still on the shelf). Each movement's units and value (LOT_VALUE after less before, so a lot's movements add up to
 * its value) land in one pair of columns; outs are kept as positive numbers.
 */
export const stockMovementDaily = pgTable(
  "stock_movement_daily",
  {
    tenantId: tenantId(),
    locationId: uuid("location_id").notNull(),
    productId: uuid("product_id").notNull(),
    day: date("day").notNull(),
    /** In: stock intake (INTAKE), transfers received (TRANSFER_IN), customers' returns, adjustments and counts that add. */
    receivedUnits: units("received_units"),
    receivedValue: value("received_value"),
    transferInUnits: units("transfer_in_units"),
    transferInValue: value("transfer_in_value"),
    customerReturnUnits: units("customer_return_units"),
    customerReturnValue: value("customer_return_value"),
    foundUnits: units("found_units"),
    foundValue: value("found_value"),
    /** Out: sales, transfers sent (TRANSFER_OUT), returns to vendors, adjustments and counts that take away. */
    soldUnits: units("sold_units"),
    soldValue: value("sold_value"),
    transferOutUnits: units("transfer_out_units"),
    transferOutValue: value("transfer_out_value"),
    vendorReturnUnits: units("vendor_return_units"),
    vendorReturnValue: value("vendor_return_value"),
    writtenOffUnits: units("written_off_units"),
    writtenOffValue: value("written_off_value"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locationId, t.day, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    // the key serves one store's days; a report over every store reads by day
    index("stock_movement_daily_day_idx").on(t.tenantId, t.day),
  ],
);
