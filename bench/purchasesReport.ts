// The Purchases report read straight from the documents (no rollup; README "Purchases report"): the demo tenant gets
// BENCH_PURCHASE_ORDERS purchase orders (5,000 by default) over the last year at its three locations from its
// vendors, 3 lines each, one GRN each (a line in ten rejected at QC) and a stock return per 20 orders, written by
// set-based SQL; then getPurchasesReport over 12 months and all locations is asked 30 times (p50, p95), and the
// plan of its statement is printed.
//   npx tsx bench/purchasesReport.ts   (npm run bench runs it too: BENCH_PARTS=purchases for it alone)
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { percentile } from "./sales";

const ORDERS = Number(process.env.BENCH_PURCHASE_ORDERS ?? 5000);
const RUNS = 30;

async function prepare({ admin, tenantId }: BenchWorld): Promise<void> {
  const t = [tenantId];
  await admin.query(
    `insert into purchase_orders (tenant_id, secondary_id, status, vendor_id, delivery_location_id, expected_delivery_date, net_amount, total_discount, sales_tax, total_amount, created_at)
     select $1, 'PO-B' || n, 'FULFILLED', v.ids[1 + n % array_length(v.ids, 1)], l.ids[1 + n % array_length(l.ids, 1)], current_date, 3000, 300, 459, 3159,
       now() - (n % 365) * interval '1 day' - (n % 17) * interval '1 hour'
     from generate_series(1, ${ORDERS}) n,
       (select array_agg(id order by id) ids from vendors where tenant_id = $1) v,
       (select array_agg(id order by id) ids from locations where tenant_id = $1) l`,
    t,
  );
  await admin.query(
    `insert into purchase_order_items (tenant_id, purchase_order_id, line_no, product_id, uom, item_conversion, required_quantity, foc, received_quantity,
       trade_price, trade_discount_percentage, trade_discount_value, trade_price_after_trade_discount, gst_percentage, gst_amount, trade_price_after_applying_gst, total_price)
     select $1, po.id, k, p.ids[1 + (k + length(po.secondary_id)) % array_length(p.ids, 1)], 'BOX', 10, 10, 0, 10, 100, 10, 100, 900, 17, 153, 1053, 1053
     from purchase_orders po, generate_series(1, 3) k, (select array_agg(id order by id) ids from products where tenant_id = $1) p
     where po.tenant_id = $1 and po.secondary_id like 'PO-B%'`,
    t,
  );
  await admin.query(
    `insert into grns (tenant_id, secondary_id, purchase_order_id, location_id, status, invoice_number, invoice_date, stock_arrival_date, advance_income_tax, amount, discount, tax, total, received_quantity, created_at)
     select $1, 'GRN-B' || substr(po.secondary_id, 5), po.id, po.delivery_location_id, 'COMPLETED', 'INV-B', current_date, current_date, 0, 3000, 300, 459, 3159, 30,
       least(now(), po.created_at + interval '2 days')
     from purchase_orders po where po.tenant_id = $1 and po.secondary_id like 'PO-B%'`,
    t,
  );
  await admin.query(
    `insert into grn_items (tenant_id, grn_id, line_no, action_id, purchase_order_item_id, product_id, location_id, batch_number, batch_expiry, mrp, trade_price, disc_value, gst_value,
       received_quantity, uom_factor, status, created_at)
     select $1, g.id, i.line_no, g.secondary_id || '-' || i.line_no, i.id, i.product_id, g.location_id, 'B', current_date + 400, 150, 100, 100, 153, 10, 10,
       case when (i.line_no + length(g.secondary_id)) % 10 = 0 then 'REJECTED' else 'COMPLETED' end, g.created_at
     from grns g join purchase_order_items i on i.tenant_id = g.tenant_id and i.purchase_order_id = g.purchase_order_id
     where g.tenant_id = $1 and g.secondary_id like 'GRN-B%'`,
    t,
  );
  await admin.query(
    `insert into stock_returns (tenant_id, secondary_id, gate_pass_number, vendor_id, location_id, total_products, total_qty, total_value, created_at)
     select $1, 'SR-B' || n, 'GP-B' || n, po.vendor_id, po.delivery_location_id, 1, 10, 90, po.created_at + interval '5 days'
     from (select po.*, row_number() over (order by po.id) n from purchase_orders po where po.tenant_id = $1 and po.secondary_id like 'PO-B%') po where n % 20 = 0`,
    t,
  );
  await admin.query("analyze purchase_orders, purchase_order_items, grns, grn_items, stock_returns");
}

const REPORT = `query ($from: String, $to: String) { getPurchasesReport(from: $from, to: $to, limit: 1000) { meta { total } totals { purchaseOrders grns stockReturns receivedTotal } } }`;

export async function benchPurchasesReport(): Promise<void> {
  await withBenchServer("purchases", async (world) => {
    await prepare(world);
    const counts = await world.admin.query<{ orders: string; grns: string; lines: string }>(
      "select (select count(*) from purchase_orders) orders, (select count(*) from grns) grns, (select count(*) from grn_items) lines",
    );
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const latencies: number[] = [];
    let answer: unknown;
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      answer = await world.call({ query: REPORT, variables: { from, to } });
      if (run >= 3) latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    console.log(`Purchases report, 12 months, all locations: ${JSON.stringify(counts.rows[0])} in the database`);
    console.log(JSON.stringify(answer));
    console.log(`getPurchasesReport over HTTP: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (${RUNS} runs)`);
  });
}

runWhenStarted("purchasesReport.ts", benchPurchasesReport);
