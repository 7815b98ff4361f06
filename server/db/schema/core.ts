// Tables of server/core: idempotency keys.
import { foreignKey, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
