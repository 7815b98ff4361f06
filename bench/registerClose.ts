// Register close and Z report over a session of 10,000 orders (bench/README.md "Register close"): on PostgreSQL,
// through the real server over HTTP. A register at Gulberg Store is opened through the API; its session's 10,000
// orders and 15,000 payments (cash, card, some split, a few returns) are written set-based in SQL (the bench only:
// the summaries read orders and payments, not how they were sold); then timed: the X-out summary, the register
// summary, closeLocationRegister, and the Z report of the location for the day. Target: each under 1 s.
// Run alone with `npx tsx bench/registerClose.ts` (its own database and server process).
import type pg from "pg";
import { runWhenStarted, withBenchServer, type BenchWorld } from "./benchServer";
import { benchLists, benchSeconds, listScenarios } from "./load";

export const REGISTER_CLOSE_TARGET_MS = 1000;
const ORDERS = Number(process.env.BENCH_SESSION_ORDERS ?? 10_000);
const ROUNDS = 3;
const LIST_SECONDS = benchSeconds(5);

export interface RegisterCloseFigures {
  title: string;
  ms: number[];
  met: boolean;
}

const METHOD_FIELDS = "method gross discount tax returned netSale netAmount orderCount integrationCharges platformFee shippingFee";

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** ORDERS orders in the session two seconds apart (as a till sells), every 7th split cash + card, every 50th a return refunded in cash. */
async function fillSession(admin: pg.Client, ids: { tenantId: string; userId: string; locationId: string; registerId: string; sessionId: string }): Promise<void> {
  const params = [ids.tenantId, ids.locationId, ids.registerId, ids.sessionId, ids.userId, ORDERS];
  await admin.query(
    `insert into orders (tenant_id, id, secondary_id, kind, status, order_type, order_source, order_channel, payment_status, fulfillment_status,
       shipping_status, location_id, register_id, session_id, subtotal, total_discount, tax, total_amount, created_by, created_at, completed_at)
     select $1, gen_random_uuid(), 'BENCH-' || g, case when g % 50 = 0 then 'RETURN' else 'NORMAL' end, 'COMPLETED', 'PICKUP', 'POS', 'POS',
       case when g % 50 = 0 then 'REFUNDED' else 'PAID' end, 'FULFILLED', 'NOT_APPLICABLE', $2, $3, $4, 117.00, 2.00, 17.00, 115.00, $5,
       now() - ($6::int - g) * interval '2 seconds', now() - ($6::int - g) * interval '2 seconds'
     from generate_series(1, $6::int) g`,
    params,
  );
  // one payment per order (cash, or card every third), and for every 7th a second, split half and half
  await admin.query(
    `insert into order_payments (tenant_id, id, order_id, session_id, location_id, method, status, amount, tendered, gross_share, discount_share, tax_share)
     select o.tenant_id, gen_random_uuid(), o.id, o.session_id, o.location_id,
       case when o.kind = 'RETURN' or substring(o.secondary_id from 7)::int % 3 <> 0 then 'CASH' else 'CARD' end,
       case when o.kind = 'RETURN' then 'REFUNDED' else 'PAID' end,
       case when substring(o.secondary_id from 7)::int % 7 = 0 and o.kind = 'NORMAL' then 57.50 else 115.00 end,
       case when substring(o.secondary_id from 7)::int % 7 = 0 and o.kind = 'NORMAL' then 57.50 else 120.00 end,
       case when substring(o.secondary_id from 7)::int % 7 = 0 and o.kind = 'NORMAL' then 58.50 else 117.00 end,
       case when substring(o.secondary_id from 7)::int % 7 = 0 and o.kind = 'NORMAL' then 1.00 else 2.00 end,
       case when substring(o.secondary_id from 7)::int % 7 = 0 and o.kind = 'NORMAL' then 8.50 else 17.00 end
     from orders o where o.tenant_id = $1 and o.session_id = $2`,
    [ids.tenantId, ids.sessionId],
  );
  await admin.query(
    `insert into order_payments (tenant_id, id, order_id, session_id, location_id, method, status, amount, tendered, gross_share, discount_share, tax_share)
     select o.tenant_id, gen_random_uuid(), o.id, o.session_id, o.location_id, 'CARD', 'PAID', 57.50, 57.50, 58.50, 1.00, 8.50
     from orders o where o.tenant_id = $1 and o.session_id = $2 and o.kind = 'NORMAL' and substring(o.secondary_id from 7)::int % 7 = 0`,
    [ids.tenantId, ids.sessionId],
  );
  await admin.query(
    `update register_sessions s set balance = s.opening_amount
       + coalesce((select sum(p.amount) from order_payments p join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
                   where p.tenant_id = s.tenant_id and p.session_id = s.id and p.method = 'CASH' and o.kind = 'NORMAL'), 0)
       - coalesce((select sum(p.amount) from order_payments p join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
                   where p.tenant_id = s.tenant_id and p.session_id = s.id and p.method = 'CASH' and o.kind = 'RETURN'), 0)
     where s.tenant_id = $1 and s.id = $2`,
    [ids.tenantId, ids.sessionId],
  );
  await admin.query("analyze orders; analyze order_payments");
}

export async function benchRegisterClose(world: BenchWorld): Promise<RegisterCloseFigures[]> {
  const { call, admin, tenantId, userId } = world;
  const { getLocations } = await call<{ getLocations: { data: { id: string }[] } }>({
    query: `{ getLocations(limit: 1, filter: [{ conditions: [{ field: "name", operator: EQUAL, value: "Gulberg Store" }] }]) { data { id } } }`,
  });
  const locationId = getLocations.data[0].id;
  const { createLocationRegister } = await call<{ createLocationRegister: { id: string } }>({
    query: `mutation ($dto: LocationRegisterInput!) { createLocationRegister(dto: $dto) { id } }`,
    variables: { dto: { name: `Bench Till ${Date.now().toString(36)}`, type: "SALES_REGISTER", printMode: "THERMAL", currency: "PKR", locationId } },
  });
  const registerId = createLocationRegister.id;
  const { openLocationRegister } = await call<{ openLocationRegister: { id: string } }>({
    query: `mutation ($id: ID!) { openLocationRegister(registerId: $id, session: { openingAmount: 5000 }) { id } }`,
    variables: { id: registerId },
  });
  const sessionId = openLocationRegister.id;
  const filling = performance.now();
  await fillSession(admin, { tenantId, userId, locationId, registerId, sessionId });
  console.log(`Wrote ${ORDERS} orders and their payments into session ${sessionId} in ${Math.round(performance.now() - filling)} ms.`);

  const summary = { query: `query ($id: ID!) { getLocationSessionSummaryById(sessionId: $id) { methods { ${METHOD_FIELDS} } total { netAmount orderCount } } }`, variables: { id: sessionId } };
  const drawer = { query: `query ($id: ID!) { getRegisterSummaryById(sessionId: $id) { balance cashSales cashRefunds totalAmount } }`, variables: { id: sessionId } };
  const start = new Date(Date.now() - 86_400_000).toISOString();
  const zReport = {
    query: `query ($l: ID!, $s: DateTime!, $e: DateTime!) { getZReportByLocationAndDate(locationId: $l, startDate: $s, endDate: $e) { methods { ${METHOD_FIELDS} } total { netAmount orderCount } } }`,
    variables: { l: locationId, s: start, e: new Date(Date.now() + 60_000).toISOString() },
  };
  const rounds = async (body: object) => {
    const ms: number[] = [];
    let last: unknown;
    for (let round = 0; round < ROUNDS; round += 1) {
      const [took, result] = await timed(() => call(body));
      ms.push(took);
      last = result;
    }
    return { ms, last };
  };
  const x = await rounds(summary);
  const d = await rounds(drawer);
  const { getRegisterSummaryById } = d.last as { getRegisterSummaryById: { balance: number } };
  const [closeMs] = await timed(() =>
    call({
      query: `mutation ($id: ID!, $amount: Float!) { closeLocationRegister(registerSessionId: $id, dto: { closingAmount: $amount }) { id isAmountMatched } }`,
      variables: { id: sessionId, amount: getRegisterSummaryById.balance },
    }),
  );
  const z = await rounds(zReport);
  // the order list screen over the same orders (issue 16)
  const orderList = {
    query: `query ($l: ID) { getOrders(locationId: $l, page: 1, limit: 20) { data { id secondaryId status paymentStatus orderType totalAmount createdAt customer { id name } } meta { totalCount totalIsEstimate } } }`,
    variables: { l: locationId },
  };
  const deepPage = Math.floor((ORDERS * 0.8) / 20);
  const deep = { ...orderList, query: orderList.query.replace("page: 1", "page: $p"), variables: { ...orderList.variables, p: deepPage } };
  deep.query = deep.query.replace("query ($l: ID)", "query ($l: ID, $p: Int)");
  // the same page as the grid reads it when moving on from the page before: after that page's last row (keyset)
  const before = await call<{ getOrders: { data: { id: string }[] } }>({ ...deep, variables: { ...deep.variables, p: deepPage - 1 } });
  const onward = {
    query: deep.query.replace("query ($l: ID, $p: Int)", "query ($l: ID, $p: Int, $a: ID)").replace("page: $p", "page: $p, after: $a"),
    variables: { ...deep.variables, a: before.getOrders.data.at(-1)?.id },
  };
  await benchLists(world.baseUrl, world.serverPid, [
    ...listScenarios(`getOrders at the store, page of 20 (${ORDERS.toLocaleString("en-US")} orders)`, orderList, world.headers),
    ...listScenarios(`getOrders at the store, page ${deepPage} of 20 by offset (deep)`, deep, world.headers),
    ...listScenarios(`getOrders at the store, page ${deepPage} of 20 after page ${deepPage - 1}'s last row (keyset)`, onward, world.headers),
  ], LIST_SECONDS);
  const total = (x.last as { getLocationSessionSummaryById: { total: { orderCount: number; netAmount: number } } }).getLocationSessionSummaryById.total;
  console.log(`X-out of the session: ${total.orderCount} sales, net ${total.netAmount}; balance ${getRegisterSummaryById.balance}.`);
  const row = (title: string, ms: number[]): RegisterCloseFigures => ({ title, ms, met: ms.every((m) => m < REGISTER_CLOSE_TARGET_MS) });
  return [
    row(`getLocationSessionSummaryById (X-out), ${ORDERS.toLocaleString("en-US")} orders`, x.ms),
    row("getRegisterSummaryById (close screen)", d.ms),
    row("closeLocationRegister", [closeMs]),
    row(`getZReportByLocationAndDate (the location's day)`, z.ms),
  ];
}

export function printRegisterCloseTable(rows: RegisterCloseFigures[]): void {
  console.log("\n| register close scenario | runs | target | met |\n|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.title} | ${r.ms.map((m) => `${m.toFixed(0)} ms`).join(", ")} | < ${REGISTER_CLOSE_TARGET_MS} ms | ${r.met ? "yes" : "no"} |`);
}

runWhenStarted("registerClose.ts", async () => {
  const rows = await withBenchServer("register", benchRegisterClose);
  printRegisterCloseTable(rows);
  if (rows.some((r) => !r.met)) process.exitCode = 1;
});
