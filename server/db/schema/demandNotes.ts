// Demand notes: a store's request to a warehouse for packs of products. Transfers that name the note
// fulfil it; what is left per line is the requested packs minus the packs sent (computed when read).
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { products } from "./catalogue";
import { locations } from "./system";

export const demandNotes = pgTable(
  "demand_notes",
  {
    tenantId: tenantId(),
    id: id(),
    /** DN-000001 */
    secondaryId: text("secondary_id").notNull(),
    /** MONTHLY | PARTNER | URGENT | WEEKLY */
    type: text("type").notNull(),
    /** The store that asks (the stock goes there). */
    requestedFromId: uuid("requested_from_id").notNull(),
    /** The warehouse asked (the stock comes from there). */
    requestedToId: uuid("requested_to_id").notNull(),
    deliveryDate: date("delivery_date", { mode: "string" }).notNull(),
    /** OPEN | CLOSED */
    status: text("status").notNull().default("OPEN"),
    closureReason: text("closure_reason"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("demand_notes_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.requestedFromId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.requestedToId], foreignColumns: [locations.tenantId, locations.id] }),
    index("demand_notes_from_idx").on(t.tenantId, t.requestedFromId, t.createdAt),
    index("demand_notes_to_idx").on(t.tenantId, t.requestedToId, t.createdAt),
    check("demand_notes_locations_check", sql`${t.requestedFromId} <> ${t.requestedToId}`),
    check("demand_notes_status_check", sql`${t.status} in ('OPEN', 'CLOSED')`),
    check("demand_notes_type_check", sql`${t.type} in ('MONTHLY', 'PARTNER', 'URGENT', 'WEEKLY')`),
  ],
);

export const demandNoteLines = pgTable(
  "demand_note_lines",
  {
    tenantId: tenantId(),
    id: id(),
    demandNoteId: uuid("demand_note_id").notNull(),
    position: integer("position").notNull(),
    productId: uuid("product_id").notNull(),
    /** Packs asked for. */
    requestedQuantity: integer("requested_quantity").notNull(),
    /** What the rule suggested when the note was made (null for a product added by hand) and why. */
    suggestedQuantity: integer("suggested_quantity"),
    suggestionReason: text("suggestion_reason"),
    /** Sellable units at the store when the note was made. */
    currentInventory: integer("current_inventory").notNull(),
    /** Price of a pack (MRP) and the line's value when the note was made. */
    price: money("price").notNull(),
    value: money("value").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("demand_note_lines_product_uq").on(t.tenantId, t.demandNoteId, t.productId),
    foreignKey({ columns: [t.tenantId, t.demandNoteId], foreignColumns: [demandNotes.tenantId, demandNotes.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    check("demand_note_lines_quantity_check", sql`${t.requestedQuantity} > 0`),
  ],
);
