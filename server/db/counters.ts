import { sql } from "drizzle-orm";
import type { Tx } from "./engine";
import { counters } from "./schema";

/** Counter name and prefix of each readable code, shared by the seed and the services. */
export const SECONDARY_IDS = {
  location: { counter: "locations", prefix: "LOC" },
  role: { counter: "roles", prefix: "ROLE" },
  user: { counter: "users", prefix: "USR" },
  product: { counter: "products", prefix: "PRD" },
  category: { counter: "categories", prefix: "CAT" },
  manufacturer: { counter: "manufacturers", prefix: "MFR" },
  vendor: { counter: "vendors", prefix: "VND" },
  purchaseOrder: { counter: "purchase_orders", prefix: "PO" },
  grn: { counter: "grns", prefix: "GRN" },
  stockReturn: { counter: "stock_returns", prefix: "SR" },
  register: { counter: "location_registers", prefix: "REG" },
  registerSession: { counter: "register_sessions", prefix: "RS" },
  heldOrder: { counter: "held_orders", prefix: "HLD" },
  orderReturn: { counter: "order_returns", prefix: "RTN" },
  customer: { counter: "customers", prefix: "CUS" },
  customerAddress: { counter: "customer_addresses", prefix: "ADR" },
  partner: { counter: "partners", prefix: "PTN" },
  discount: { counter: "discounts", prefix: "DSC" },
  lostSale: { counter: "lost_sales", prefix: "LST" },
  integration: { counter: "integrations", prefix: "INT" },
  transfer: { counter: "transfers", prefix: "TRF" },
  demandNote: { counter: "demand_notes", prefix: "DN" },
  audit: { counter: "audits", prefix: "AUD" },
  adjustment: { counter: "adjustments", prefix: "ADJ" },
} as const;

function formatSecondaryId(prefix: string, value: number): string {
  const separator = prefix.endsWith("-") ? "" : "-";
  return `${prefix}${separator}${String(value).padStart(6, "0")}`;
}

/** Bumps the counter by count (row locked until the transaction ends) and returns the new last value. */
async function bumpCounter(tx: Tx, tenantId: string, counter: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ tenantId, name: counter, value: count })
    .onConflictDoUpdate({ target: [counters.tenantId, counters.name], set: { value: sql`${counters.value} + ${count}` } })
    .returning({ value: counters.value });
  return row.value;
}

/** The next readable code of a counter, e.g. nextSecondaryId(tx, t, "locations", "LOC") → "LOC-000001". */
export async function nextSecondaryId(tx: Tx, tenantId: string, counter: string, prefix: string): Promise<string> {
  return formatSecondaryId(prefix, await bumpCounter(tx, tenantId, counter, 1));
}

/** count consecutive codes in one statement, for bulk inserts. */
export async function reserveSecondaryIds(tx: Tx, tenantId: string, counter: string, prefix: string, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const last = await bumpCounter(tx, tenantId, counter, count);
  return Array.from({ length: count }, (_, index) => formatSecondaryId(prefix, last - count + 1 + index));
}
