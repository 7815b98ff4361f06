// A seeded database with the demo company, and lots of products the demo procurement left untouched, made
// through the ledger (receiveLots) so that each test owns its stock.
import { randomUUID } from "node:crypto";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { addDays, todayUtc } from "../../../common/schemas/dates";
import { queryRows, withTenant, type Tx } from "../../../server/db";
import { seedDemoData } from "../../../server/seed";
import { grnItems, grns, locations, productLots, products, purchaseOrders, users } from "../../../server/db/schema";
import { applyLotMovements, receiveLots } from "../../../server/modules/inventory/ledger";
import { openTestDatabase, type OpenTestDatabase } from "../db/openTestDatabase";
import { tenantIdOf } from "../db/tenantIds";

export interface LotSpec {
  /** Days from today to the expiry (0 or less: expired). */
  expiresIn: number;
  quantity?: number;
  opened?: boolean;
  at?: "Gulberg Store" | "DHA Store" | "Central Warehouse";
}

export interface StockFixture {
  database: OpenTestDatabase;
  tenantId: string;
  userId: string;
  locationIds: Record<"Gulberg Store" | "DHA Store" | "Central Warehouse", string>;
  /** A product without any lot, and its name; each call answers another. */
  freshProduct(): { id: string; name: string };
  /** Makes the lots IN_INVENTORY through the ledger and answers their ids. */
  stock(productId: string, specs: LotSpec[]): Promise<string[]>;
  inTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  lots(ids: readonly string[]): Promise<{ id: string; quantity: number; status: string; locationId: string; isOpened: boolean; ledger: number }[]>;
}

let made = 0;

export async function openStockFixture(): Promise<StockFixture> {
  const database = await openTestDatabase();
  await seedDemoData(database.db);
  const tenantId = await tenantIdOf(database.db, "demo");
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(database.db, tenantId, fn);
  const facts = await inTenant(async (tx) => {
    const places = await tx.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.tenantId, tenantId));
    const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, "admin@demo.test")));
    const [item] = await tx
      .select({ id: grnItems.id, grnId: grnItems.grnId, vendorId: purchaseOrders.vendorId })
      .from(grnItems)
      .innerJoin(grns, and(eq(grns.tenantId, grnItems.tenantId), eq(grns.id, grnItems.grnId)))
      .innerJoin(purchaseOrders, and(eq(purchaseOrders.tenantId, grns.tenantId), eq(purchaseOrders.id, grns.purchaseOrderId)))
      .where(eq(grnItems.tenantId, tenantId))
      .limit(1);
    const stocked = tx.selectDistinct({ id: productLots.productId }).from(productLots).where(eq(productLots.tenantId, tenantId));
    const unstocked = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), notInArray(products.id, stocked)))
      .orderBy(asc(products.secondaryId));
    return { places, userId: admin.id, item, unstocked };
  });
  const locationIds = Object.fromEntries(facts.places.map((place) => [place.name, place.id])) as StockFixture["locationIds"];
  let nextProduct = 0;
  return {
    database,
    tenantId,
    userId: facts.userId,
    locationIds,
    inTenant,
    freshProduct() {
      const product = facts.unstocked[nextProduct];
      if (!product) throw new Error("The demo catalogue has no more unstocked products.");
      nextProduct += 1;
      return product;
    },
    async stock(productId, specs) {
      const today = todayUtc();
      return inTenant(async (tx) => {
        const ids = await receiveLots(
          tx,
          tenantId,
          specs.map((spec) => {
            made += 1;
            return {
              actionId: `TEST-${made}`,
              productId,
              locationId: locationIds[spec.at ?? "Gulberg Store"],
              vendorId: facts.item.vendorId,
              grnItemId: facts.item.id,
              isFoc: false,
              quantity: (spec.quantity ?? 10) + (spec.opened ? 1 : 0),
              purchasingPrice: "1.00",
              mrpSellingUnit: "2.00",
              taxSellingUnit: "0.00",
              batchNumber: `B${made}`,
              batchExpiry: addDays(today, spec.expiresIn),
              document: { type: "GRN", id: facts.item.grnId },
              userId: facts.userId,
            };
          }),
        );
        // an opened pack is one a sale has taken a unit from (received with one unit more)
        const opened = ids.filter((_, index) => specs[index].opened);
        const sale = { type: "ORDER" as const, id: randomUUID() };
        await applyLotMovements(tx, tenantId, opened.map((lotId) => ({ kind: "SALE", lotId, quantity: -1, document: sale, userId: facts.userId })));
        return ids;
      });
    },
    lots(ids) {
      return inTenant(async (tx) => {
        const rows = await queryRows<{ id: string; quantity: number; status: string; location_id: string; is_opened: boolean; ledger: number }>(
          tx,
          sql`select l.id, l.quantity, l.status, l.location_id, l.is_opened,
              (select coalesce(sum(m.quantity), 0)::int from stock_movements m where m.tenant_id = l.tenant_id and m.lot_id = l.id) as ledger
            from product_lots l where l.tenant_id = ${tenantId}::uuid and l.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
        );
        const byId = new Map(rows.map((row) => [row.id, { id: row.id, quantity: row.quantity, status: row.status, locationId: row.location_id, isOpened: row.is_opened, ledger: Number(row.ledger) }]));
        return ids.map((id) => byId.get(id)!);
      });
    },
  };
}
