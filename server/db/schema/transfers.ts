// Stock transfers: lots sent from one location of the tenant to another. Sending moves each lot to
// IN_TRANSFER (TRANSFER_OUT), receiving moves it to the destination, IN_INVENTORY (TRANSFER_IN): both through
// the inventory module's ledger. A transfer item is one lot, whole.
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt } from "./columns";
import { products } from "./catalogue";
import { demandNotes } from "./demandNotes";
import { productLots } from "./inventory";
import { locations } from "./system";

export const transfers = pgTable(
  "transfers",
  {
    tenantId: tenantId(),
    id: id(),
    /** TRF-000001 */
    secondaryId: text("secondary_id").notNull(),
    locationFromId: uuid("location_from_id").notNull(),
    locationToId: uuid("location_to_id").notNull(),
    /** The store's request it fulfils (demand notes). */
    demandNoteId: uuid("demand_note_id"),
    description: text("description"),
    expectedDeliveryDate: date("expected_delivery_date", { mode: "string" }),
    /** IN_TRANSIT | PARTIALLY_RECEIVED | RECEIVED | CANCELLED */
    status: text("status").notNull(),
    itemCount: integer("item_count").notNull(),
    receivedCount: integer("received_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("transfers_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.locationFromId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.locationToId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.demandNoteId], foreignColumns: [demandNotes.tenantId, demandNotes.id] }),
    index("transfers_from_idx").on(t.tenantId, t.locationFromId, t.createdAt),
    index("transfers_to_idx").on(t.tenantId, t.locationToId, t.createdAt),
    index("transfers_demand_note_idx").on(t.tenantId, t.demandNoteId),
    check("transfers_locations_check", sql`${t.locationFromId} <> ${t.locationToId}`),
    check("transfers_status_check", sql`${t.status} in ('IN_TRANSIT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED')`),
    check("transfers_counts_check", sql`${t.receivedCount} between 0 and ${t.itemCount}`),
  ],
);

export const transferItems = pgTable(
  "transfer_items",
  {
    tenantId: tenantId(),
    id: id(),
    transferId: uuid("transfer_id").notNull(),
    lotId: uuid("lot_id").notNull(),
    productId: uuid("product_id").notNull(),
    /** Selling units the lot held when it was sent. */
    quantity: integer("quantity").notNull(),
    /** IN_TRANSIT | RECEIVED */
    status: text("status").notNull().default("IN_TRANSIT"),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedBy: uuid("received_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.transferId], foreignColumns: [transfers.tenantId, transfers.id] }),
    foreignKey({ columns: [t.tenantId, t.lotId], foreignColumns: [productLots.tenantId, productLots.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index("transfer_items_transfer_idx").on(t.tenantId, t.transferId),
    // a lot travels in one transfer at a time
    uniqueIndex("transfer_items_lot_in_transit_uq").on(t.tenantId, t.lotId).where(sql`${t.status} = 'IN_TRANSIT'`),
    check("transfer_items_status_check", sql`${t.status} in ('IN_TRANSIT', 'RECEIVED')`),
  ],
);
