// Fiscal reporting: the tax-authority integrations of a tenant's registers, the posting of each
// reported order (one per order and integration) and every attempt to post it.
import { sql } from "drizzle-orm";
import { bigserial, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, tenantId, createdAt, updatedAt, money } from "./columns";
import { locationRegisters, orders } from "./sales";
import { locations } from "./system";

export const integrations = pgTable(
  "integrations",
  {
    tenantId: tenantId(),
    id: id(),
    /** INT-000001 */
    secondaryId: text("secondary_id").notNull(),
    name: text("name").notNull(),
    /** FBR | SRB */
    type: text("type").notNull(),
    /** ACTIVE | INACTIVE | PENDING | ERROR */
    status: text("status").notNull(),
    /** NORMAL and/or RETURN */
    allowedOrderTypes: text("allowed_order_types").array().notNull(),
    /** The authority's service fee added to each reported order (Rs 1 for FBR). */
    charges: money("charges").notNull(),
    logo: text("logo"),
    locationId: uuid("location_id").notNull(),
    registerId: uuid("register_id").notNull(),
    /** AES-256-GCM boxes (server/core/secretBox.ts): never returned by a query. */
    accessTokenSecret: text("access_token_secret").notNull(),
    posIdSecret: text("pos_id_secret").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by"),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("integrations_secondary_id_uq").on(t.tenantId, t.secondaryId),
    foreignKey({ columns: [t.tenantId, t.locationId], foreignColumns: [locations.tenantId, locations.id] }),
    foreignKey({ columns: [t.tenantId, t.registerId], foreignColumns: [locationRegisters.tenantId, locationRegisters.id] }),
    index("integrations_register_idx").on(t.tenantId, t.registerId),
    index("integrations_created_idx").on(t.tenantId, t.createdAt),
    check("integrations_type_check", sql`${t.type} in ('FBR', 'SRB')`),
    check("integrations_status_check", sql`${t.status} in ('ACTIVE', 'INACTIVE', 'PENDING', 'ERROR')`),
  ],
);

/** One reported order (a sale, or a return as a credit note) to one integration. */
export const fiscalPostings = pgTable(
  "fiscal_postings",
  {
    tenantId: tenantId(),
    id: id(),
    integrationId: uuid("integration_id").notNull(),
    orderId: uuid("order_id").notNull(),
    /** Our unique invoice number sent as USIN: the order's secondaryId, the same on every attempt. */
    usin: text("usin").notNull(),
    /** The sale's USIN, for a return. */
    refUsin: text("ref_usin"),
    /** PENDING | POSTED | FAILED | REJECTED */
    status: text("status").notNull().default("PENDING"),
    charges: money("charges").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** Held by a worker posting it (no second post while it runs). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    fiscalInvoiceNumber: text("fiscal_invoice_number"),
    /** AUTHORITY (posted), SANDBOX (posted to this server's sandbox authority: not reported) or MANUAL (typed by an administrator). */
    numberSource: text("number_source"),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("fiscal_postings_order_integration_uq").on(t.tenantId, t.orderId, t.integrationId),
    foreignKey({ columns: [t.tenantId, t.integrationId], foreignColumns: [integrations.tenantId, integrations.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    index("fiscal_postings_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("fiscal_postings_status_check", sql`${t.status} in ('PENDING', 'POSTED', 'FAILED', 'REJECTED')`),
  ],
);

export const fiscalPostingAttempts = pgTable(
  "fiscal_posting_attempts",
  {
    tenantId: tenantId(),
    id: id(),
    postingId: uuid("posting_id").notNull(),
    attempt: integer("attempt").notNull(),
    /** POSTED | REJECTED | ERROR */
    outcome: text("outcome").notNull(),
    httpStatus: integer("http_status"),
    responseCode: text("response_code"),
    message: text("message").notNull(),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.postingId], foreignColumns: [fiscalPostings.tenantId, fiscalPostings.id] }).onDelete("cascade"),
    index("fiscal_posting_attempts_posting_idx").on(t.tenantId, t.postingId, t.attempt),
  ],
);

/**
 * What the SANDBOX authority (server/modules/fiscal/sandbox.ts) received, per registration (the integration whose
 * token and POS ID a posting carried) and USIN. Not a tenant table: the sandbox stands in for the authority and
 * reads it as the owner only. Its id makes every sandbox number unique, whichever server process issued it.
 */
export const fiscalSandboxInvoices = pgTable(
  "fiscal_sandbox_invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** fbr | srb */
    authority: text("authority").notNull(),
    /** The company of the integration (not a tenant table: only the owner, standing in for the authority, reads it). */
    integrationTenantId: uuid("integration_tenant_id").notNull(),
    integrationId: uuid("integration_id").notNull(),
    usin: text("usin").notNull(),
    /** Null until a post of this USIN succeeded (an outage or a rejection counts the request only). */
    invoiceNumber: text("invoice_number").unique("fiscal_sandbox_invoices_number_uq"),
    invoiceType: integer("invoice_type").notNull(),
    refUsin: text("ref_usin"),
    requests: integer("requests").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [unique("fiscal_sandbox_invoices_usin_uq").on(t.authority, t.integrationId, t.usin)],
);
