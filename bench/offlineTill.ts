// Issue 29's server-side figures (bench/README.md "Offline till (issue 29)"), over HTTP on PostgreSQL:
// 1. the till's catalogue feed (getTillCatalogueChanges) of a store of a company with 50,000 more products: the first
//    load (no cursor), then a day's changes (since a cursor of 24 hours ago, after 500 products changed today);
// 2. the sync of 500 offline sales as the till sends them: in batches of 10 (syncOfflineOrders), one batch after the
//    other (cash with change, one or two lines each), each sale its own key and offline number. BENCH_OFFLINE_BATCH
//    sets the batch's size; 0 sends them one per request through syncOfflineOrder, as tills did before the batch.
// `npx tsx bench/offlineTill.ts` (BENCH_PRODUCTS, BENCH_OFFLINE_SALES, BENCH_OFFLINE_BATCH)
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { OFFLINE_SYNC_BATCH_MAX } from "../common/schemas/offlineSale";
import { openDatabase } from "../server/db";
import { seedManyProducts } from "../server/seed";
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { openBenchTills, receiveNewProducts, saleCart } from "./tills";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SALES = Number(process.env.BENCH_OFFLINE_SALES ?? 500);
const BATCH = Number(process.env.BENCH_OFFLINE_BATCH ?? OFFLINE_SYNC_BATCH_MAX);
const CHANGED_TODAY = 500;

const CATALOGUE = `query ($locationId: ID!, $registerId: ID, $since: String) {
  changes: getTillCatalogueChanges(locationId: $locationId, registerId: $registerId, since: $since) {
    cursor full
    products { id name skuCode gtin status uomFactor sellingUnit unitPrice isTaxInclusive taxRate }
    lots { id productId actionId quantity batchExpiry isOpened sellable }
    customers { id name phoneNumber partnerId partnerName partnerStatus }
    discounts { id title code type scope value }
    platformFee { platformFeeType platformFeeValue }
    integrations { name charges }
  }
}`;
const SYNC_ONE = `mutation ($input: OfflineOrderInput!) { syncOfflineOrder(input: $input) { id secondaryId offlineNumber } }`;
const SYNC_MANY = `mutation ($sales: [OfflineOrderInput!]!) {
  syncOfflineOrders(sales: $sales) { idempotencyKey order { id secondaryId offlineNumber } refusal { code message } }
}`;

interface SyncResult {
  order: { secondaryId: string } | null;
  refusal: { code: string; message: string } | null;
}

interface Changes {
  changes: { cursor: string; full: boolean; products: unknown[]; lots: unknown[]; customers: unknown[] };
}

/** Time and size of one catalogue request as the browser makes it (fetch, JSON parsed). */
async function timedCatalogue(world: BenchWorld, variables: object): Promise<{ ms: number; bytes: number; products: number; lots: number; customers: number }> {
  const started = performance.now();
  const response = await fetch(`${world.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...world.headers }, body: JSON.stringify({ query: CATALOGUE, variables }) });
  const text = await response.text();
  const { data } = JSON.parse(text) as { data: Changes };
  const ms = performance.now() - started;
  return { ms: Math.round(ms), bytes: text.length, products: data.changes.products.length, lots: data.changes.lots.length, customers: data.changes.customers.length };
}

async function main(): Promise<void> {
  await withBenchServer("offline", async (world) => {
    const { call, admin, tenantId, userId } = world;
    const { getLocations } = await call<{ getLocations: { data: { id: string }[] } }>({
      query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "name", operator: EQUAL, value: "Gulberg Store" }] }]) { data { id } } }`,
    });
    const locationId = getLocations.data[0].id;
    const { products } = await receiveNewProducts(call, locationId, { count: 20, packs: 200, unitsPerPack: 10, tag: "O" });
    const [registerId] = await openBenchTills(admin, { tenantId, userId, locationId }, 1);
    const { rows: [register] } = await admin.query<{ secondary_id: string }>("select secondary_id from location_registers where id = $1", [registerId]);

    const handle = await openDatabase({ databaseUrl: world.databaseUrl, dataDir: world.dataDir });
    try {
      const seeding = Date.now();
      await seedManyProducts(handle.db, tenantId, PRODUCTS);
      await handle.db.execute(sql`analyze`);
      console.log(`Seeded ${PRODUCTS} products in ${((Date.now() - seeding) / 1000).toFixed(1)} s.`);
    } finally {
      await handle.close();
    }
    // yesterday's catalogue, and 500 products changed today
    await admin.query("update products set updated_at = now() - interval '2 days' where tenant_id = $1", [tenantId]);
    await admin.query("update customers set updated_at = now() - interval '2 days' where tenant_id = $1", [tenantId]);
    await admin.query(
      `update products set updated_at = now() - interval '1 hour', maximum_retail_price = maximum_retail_price + 1
        where id in (select id from products where tenant_id = $1 and status = 'ACTIVE' order by id limit ${CHANGED_TODAY})`,
      [tenantId],
    );
    await admin.query("analyze");

    const first: Awaited<ReturnType<typeof timedCatalogue>>[] = [];
    for (let run = 0; run < 3; run += 1) first.push(await timedCatalogue(world, { locationId, registerId }));
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const daily: Awaited<ReturnType<typeof timedCatalogue>>[] = [];
    for (let run = 0; run < 5; run += 1) daily.push(await timedCatalogue(world, { locationId, registerId, since: yesterday }));
    console.log("first load (no cursor):", JSON.stringify(first));
    console.log("a day's changes (since 24 h ago):", JSON.stringify(daily));

    // 500 offline sales, batch after batch (or one per request), as the till's queue sends them
    const tillWorld = { locationId, products };
    const input = (n: number) => ({
      idempotencyKey: randomUUID().replace(/-/g, ""),
      offlineNumber: `${register.secondary_id}-OFF-${String(n).padStart(6, "0")}`,
      madeAt: new Date().toISOString(),
      order: saleCart(tillWorld, registerId, n),
      payments: [{ method: "CASH", amount: 50_000 }],
      linePrices: null,
    });
    const perRequest = Math.max(1, BATCH);
    const load = loadavg()[0];
    const started = performance.now();
    const latencies: number[] = [];
    let refused = 0;
    for (let first = 1; first <= SALES; first += perRequest) {
      const numbers = Array.from({ length: Math.min(perRequest, SALES - first + 1) }, (_, index) => first + index);
      const one = performance.now();
      if (BATCH === 0) await call({ query: SYNC_ONE, variables: { input: input(first) } });
      else {
        const { syncOfflineOrders } = await call<{ syncOfflineOrders: SyncResult[] }>({ query: SYNC_MANY, variables: { sales: numbers.map(input) } });
        refused += syncOfflineOrders.filter((result) => result.refusal !== null).length;
      }
      latencies.push(performance.now() - one);
    }
    const total = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]);
    const how = BATCH === 0 ? "one per request (syncOfflineOrder)" : `in batches of ${perRequest} (syncOfflineOrders), per request`;
    console.log(
      `${SALES} offline sales synced in ${(total / 1000).toFixed(1)} s, ${how}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; ` +
        `${(total / SALES).toFixed(1)} ms a sale; ${refused} refused; load average (1 min) ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
    );
  });
}

runWhenStarted("offlineTill.ts", main);
