// The readable name of each record an activity log page names (ORD-…, TR-…, a product's or a person's name), so
// the log shows what a user knows instead of a uuid: one statement per kind of record on the page.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db";
import {
  adjustments,
  audits,
  categories,
  customerAddresses,
  customers,
  demandNotes,
  discounts,
  fiscalPostings,
  grns,
  integrations,
  locationRegisters,
  locations,
  lostSales,
  manufacturers,
  orders,
  partners,
  products,
  purchaseOrders,
  registerSessions,
  roles,
  stockReturns,
  transfers,
  users,
  vendors,
} from "../../db/schema";
import { isUuid } from "../../db";

interface LabelSource {
  table: PgTable;
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
  label: SQL<string> | AnyPgColumn;
}

const source = (table: PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn }, label: SQL<string> | AnyPgColumn): LabelSource => ({ table, tenantId: table.tenantId, id: table.id, label });

/** By the entity names the services record. */
const SOURCES: Readonly<Record<string, LabelSource>> = {
  order: source(orders, orders.secondaryId),
  purchaseOrder: source(purchaseOrders, purchaseOrders.secondaryId),
  grn: source(grns, grns.secondaryId),
  transfer: source(transfers, transfers.secondaryId),
  adjustment: source(adjustments, adjustments.secondaryId),
  audit: source(audits, audits.secondaryId),
  demandNote: source(demandNotes, demandNotes.secondaryId),
  stockReturn: source(stockReturns, stockReturns.secondaryId),
  "lost-sale": source(lostSales, lostSales.secondaryId),
  register_session: source(registerSessions, registerSessions.secondaryId),
  customerAddress: source(customerAddresses, customerAddresses.secondaryId),
  fiscalPosting: source(fiscalPostings, fiscalPostings.usin),
  user: source(users, sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`),
  role: source(roles, roles.name),
  product: source(products, products.name),
  category: source(categories, categories.name),
  manufacturer: source(manufacturers, manufacturers.name),
  vendor: source(vendors, vendors.name),
  partner: source(partners, partners.name),
  customer: source(customers, customers.name),
  location: source(locations, locations.name),
  locationRegister: source(locationRegisters, locationRegisters.name),
  integration: source(integrations, integrations.name),
  discount: source(discounts, discounts.title),
};

/** "entity:id" → the record's readable name, for the entries whose record still exists. */
export async function activityRecordLabels(tx: Tx, tenantId: string, entries: readonly { entity: string; entityId: string | null }[]): Promise<Map<string, string>> {
  const idsByEntity = new Map<string, Set<string>>();
  for (const { entity, entityId } of entries) {
    if (!entityId || !SOURCES[entity] || !isUuid(entityId)) continue;
    const ids = idsByEntity.get(entity) ?? new Set<string>();
    ids.add(entityId.toLowerCase());
    idsByEntity.set(entity, ids);
  }
  const labels = new Map<string, string>();
  for (const [entity, ids] of idsByEntity) {
    const { table, tenantId: tenantColumn, id, label } = SOURCES[entity];
    const rows = await tx
      .select({ id: sql<string>`${id}::text`, label: sql<string>`${label}` })
      .from(table)
      .where(and(eq(tenantColumn, tenantId), inArray(id, [...ids])));
    for (const row of rows) labels.set(`${entity}:${row.id}`, row.label);
  }
  return labels;
}
