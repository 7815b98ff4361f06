// Column helpers shared by the per-area table files.
import { sql } from "drizzle-orm";
import { numeric, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").notNull().default(sql`gen_random_uuid()`);
export const tenantId = () => uuid("tenant_id").notNull();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Money and rates: exact numerics, read back as strings and converted at the edge (GraphQL Float). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const rate = (name: string) => numeric(name, { precision: 7, scale: 3 });
