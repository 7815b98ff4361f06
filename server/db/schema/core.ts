// Tables of server/core: idempotency keys; the download progress and upload usage every server process shares.
import { bigint, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantId, createdAt } from "./columns";
import { tenants } from "./global";

// ---- idempotency (server/core/idempotency.ts) ----

/**
 * The first answer of a mutation a client may retry, per tenant, operation and client-generated key. A repeat
 * with the same request gets it again; the job queue's housekeeping prunes rows after a few days.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: tenantId(),
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    result: jsonb("result"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.operation, t.key] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

// ---- state every server process shares (several API processes on one database) ----

/**
 * How far a report download has got (server/modules/reports/downloadProgress.ts): registered when its link is
 * issued, its row count written by the process that builds the file, read by whichever process the page asks.
 * The job queue's housekeeping prunes rows an hour after their last change.
 */
export const downloadProgress = pgTable(
  "download_progress",
  {
    tenantId: tenantId(),
    downloadId: uuid("download_id").notNull(),
    userId: uuid("user_id").notNull(),
    fileName: text("file_name").notNull(),
    status: text("status").notNull(),
    rowsWritten: integer("rows_written").notNull().default(0),
    totalRows: integer("total_rows"),
    failure: text("failure"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.downloadId] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
    index("download_progress_updated_idx").on(t.updatedAt),
  ],
);

/**
 * A tenant's uploaded bytes (server/modules/files/quota.ts): measured on the storage at most once a minute and
 * raised by every stored upload, under this row's lock, so that uploads through several processes never pass the
 * quota together.
 */
export const fileUsage = pgTable(
  "file_usage",
  {
    tenantId: tenantId(),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    measuredAt: timestamp("measured_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] })],
);
