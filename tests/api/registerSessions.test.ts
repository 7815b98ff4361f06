// Register sessions (spec sales-and-system §2, §5, §9): open with a counted float, one OPENED session per register
// (racing managers: one wins), cash in/out with the balance rule, close with the counted cash, the refusals, the
// permission and location walls, and the X-out summary equal to the sum of the session's sales.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { cart, newProduct, register, sessionBalance, salesWorld, sold, stock, type SalesWorld } from "./ordersHelpers";
import { moveInRollups } from "./salesRollupsHelpers";

const SESSION = `id secondaryId registerId registerName locationId status openingAmount balance closingAmount isAmountMatched note closingNote
  openedAt openedBy { id firstName lastName } closedAt closedBy { id firstName lastName }`;
const ENTRY = `id kind amount note balanceAfter createdAt createdBy { firstName }`;
const METHOD = `gross discount tax returned netSale netAmount orderCount integrationCharges platformFee shippingFee`;
const ops = {
  open: `mutation ($registerId: ID!, $session: OpenRegisterSessionInput!) { openLocationRegister(registerId: $registerId, session: $session) { ${SESSION} } }`,
  close: `mutation ($id: ID!, $dto: CloseRegisterSessionInput!) { closeLocationRegister(registerSessionId: $id, dto: $dto) { ${SESSION} } }`,
  cash: `mutation ($id: ID!, $input: RegisterCashInput!) { addRegisterCash(registerSessionId: $id, input: $input) { ${ENTRY} } }`,
  sessions: `query ($registerId: ID!) { getLocationRegisterSessions(registerId: $registerId) { data { ${SESSION} } meta { total } } }`,
  history: `query ($id: ID!) { getLocationRegisterBalanceHistoryBySessionId(sessionId: $id) { ${ENTRY} } }`,
  summary: `query ($id: ID!) { getLocationSessionSummaryById(sessionId: $id) { sessionId registerName locationName startDate endDate methods { method ${METHOD} } total { ${METHOD} } } }`,
  registerSummary: `query ($id: ID!) { getRegisterSummaryById(sessionId: $id) { balance openingAmount closingAmount returnTotalAmount totalAdditions totalWithdrawals totalAmount totalDiscount cashSales cashRefunds } }`,
  zReport: `query ($locationId: ID!, $startDate: DateTime!, $endDate: DateTime!) { getZReportByLocationAndDate(locationId: $locationId, startDate: $startDate, endDate: $endDate) { locationName methods { method ${METHOD} } total { ${METHOD} } } }`,
};

type Session = { id: string; openedAt: string; status: string; openingAmount: number; balance: number; closingAmount: number | null; isAmountMatched: boolean | null; registerName: string; closingNote: string | null };
type Entry = { kind: string; amount: number; balanceAfter: number; note: string | null };
type MethodSummary = { method?: string; gross: number; discount: number; tax: number; returned: number; netSale: number; netAmount: number; orderCount: number };

let world: SalesWorld;
const login = async (email: string, password: string) =>
  expectData(await gql<{ loginUser: { token: string; allowedLocations: { id: string }[] } }>(`mutation { loginUser(email: "${email}", password: "${password}") { token allowedLocations { id } } }`)).loginUser;

beforeAll(async () => {
  world = await salesWorld();
});

const open = (registerId: string, session: object, token = world.token) => gql<{ openLocationRegister: Session }>(ops.open, { registerId, session }, { token });
const close = (id: string, dto: object, token = world.token) => gql<{ closeLocationRegister: Session }>(ops.close, { id, dto }, { token });
const cash = (id: string, input: object, token = world.token) => gql<{ addRegisterCash: Entry }>(ops.cash, { id, input }, { token });

describe("opening and closing a register", () => {
  it("opens with the counted float, keeps the balance through cash in/out, and closes with the counted cash", async () => {
    const till = await register(world, world.storeId, { open: false });
    const opened = expectData(await open(till.id, { openingAmount: 5250, denominations: [{ denomination: 5000, count: 1 }, { denomination: 50, count: 5 }], note: "Morning" })).openLocationRegister;
    expect(opened).toMatchObject({ status: "OPENED", openingAmount: 5250, balance: 5250, registerName: till.name, closingAmount: null });
    const [reg] = await queryApiDatabase<{ last_opened_by: string }>("select last_opened_by from location_registers where id = $1", [till.id]);
    expect(reg.last_opened_by).toBe(world.session.user.id);

    expectGqlError(await open(till.id, { openingAmount: 10 }), "CONFLICT", `Register ${till.name} is already open.`);

    expect(expectData(await cash(opened.id, { kind: "ADDITION", amount: 100.5, note: "Change" })).addRegisterCash).toMatchObject({ kind: "ADDITION", amount: 100.5, balanceAfter: 5350.5 });
    expect(expectData(await cash(opened.id, { kind: "WITHDRAWAL", amount: 350.5, note: "Bank" })).addRegisterCash).toMatchObject({ balanceAfter: 5000 });
    expectGqlError(await cash(opened.id, { kind: "WITHDRAWAL", amount: 5000.01, note: "Too much" }), "BAD_USER_INPUT");
    expectGqlError(await cash(opened.id, { kind: "ADDITION", amount: -1, note: "x" }), "BAD_USER_INPUT");
    expectGqlError(await cash(opened.id, { kind: "ADDITION", amount: 1, note: " " }), "BAD_USER_INPUT");
    expect(await sessionBalance(opened.id)).toBe(5000);

    // a count that does not add up, a denomination that does not exist, a negative count
    expectGqlError(await close(opened.id, { closingAmount: 4000, denominations: [{ denomination: 1000, count: 3 }] }), "BAD_USER_INPUT");
    expectGqlError(await close(opened.id, { closingAmount: 3, denominations: [{ denomination: 3, count: 1 }] }), "BAD_USER_INPUT");
    expectGqlError(await close(opened.id, { closingAmount: 0, denominations: [{ denomination: 10, count: -1 }] }), "BAD_USER_INPUT");

    const closed = expectData(await close(opened.id, { closingAmount: 4990, denominations: [{ denomination: 1000, count: 4 }, { denomination: 500, count: 1 }, { denomination: 100, count: 4 }, { denomination: 50, count: 1 }, { denomination: 20, count: 2 }], note: "Short 10" })).closeLocationRegister;
    expect(closed).toMatchObject({ status: "CLOSED", closingAmount: 4990, isAmountMatched: false, balance: 5000, closingNote: "Short 10" });
    expectGqlError(await close(opened.id, { closingAmount: 4990 }), "CONFLICT", "Register is already closed");
    expectGqlError(await cash(opened.id, { kind: "ADDITION", amount: 1, note: "late" }), "CONFLICT", "Register is already closed");

    const history = expectData(await gql<{ getLocationRegisterBalanceHistoryBySessionId: Entry[] }>(ops.history, { id: opened.id }, { token: world.token })).getLocationRegisterBalanceHistoryBySessionId;
    expect(history.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ["OPENING", 5250, 5250],
      ["ADDITION", 100.5, 5350.5],
      ["WITHDRAWAL", 350.5, 5000],
      ["CLOSING", 4990, 5000],
    ]);

    // open again: a new session, newest first in the list
    const again = expectData(await open(till.id, { openingAmount: 0 })).openLocationRegister;
    const list = expectData(await gql<{ getLocationRegisterSessions: { data: Session[]; meta: { total: number } } }>(ops.sessions, { registerId: till.id }, { token: world.token })).getLocationRegisterSessions;
    expect(list.meta.total).toBe(2);
    expect(list.data.map((s) => s.id)).toEqual([again.id, opened.id]);
  });

  it("lets one of two managers racing to open (or close) a register win", async () => {
    const till = await register(world, world.storeId, { open: false });
    const results = await Promise.all([1, 2, 3].map(() => open(till.id, { openingAmount: 100 })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    for (const loser of results.filter((r) => r.errors)) expectGqlError(loser, "CONFLICT", `Register ${till.name} is already open.`);
    const session = results.find((r) => !r.errors)?.data?.openLocationRegister;
    const closes = await Promise.all([1, 2].map(() => close(session?.id ?? "", { closingAmount: 100 })));
    expect(closes.filter((r) => !r.errors).length).toBe(1);
    for (const loser of closes.filter((r) => r.errors)) expectGqlError(loser, "CONFLICT", "Register is already closed");
    const history = expectData(await gql<{ getLocationRegisterBalanceHistoryBySessionId: Entry[] }>(ops.history, { id: session?.id }, { token: world.token })).getLocationRegisterBalanceHistoryBySessionId;
    expect(history.map((entry) => entry.kind)).toEqual(["OPENING", "CLOSING"]);
  });

  it("keeps its permission and location walls", async () => {
    const dhaTill = await register(world, world.dhaId, { open: false });
    const cashier = await login("cashier@demo.test", "Cashier@12345");
    expectGqlError(await open(dhaTill.id, { openingAmount: 1 }, cashier.token), "FORBIDDEN");
    const readonly = await login("readonly@demo.test", "Readonly@12345");
    const storeTill = await register(world, world.storeId);
    expectGqlError(await open(storeTill.id, { openingAmount: 1 }, readonly.token), "FORBIDDEN");
    expectGqlError(await cash(storeTill.sessionId ?? "", { kind: "ADDITION", amount: 1, note: "x" }, readonly.token), "FORBIDDEN");
    const acme = await login("admin@acme.test", "Admin@12345");
    expectGqlError(await open(dhaTill.id, { openingAmount: 1 }, acme.token), "NOT_FOUND");
    expectGqlError(await gql(ops.summary, { id: storeTill.sessionId }, { token: acme.token }), "NOT_FOUND");
    expectGqlError(await gql(ops.zReport, { locationId: world.dhaId, startDate: new Date(0).toISOString(), endDate: new Date().toISOString() }, { token: cashier.token }), "FORBIDDEN");
  });
});

describe("the register list", () => {
  it("shows each register's open session and who last opened and closed it, in one page", async () => {
    const [a, b] = [await register(world, world.storeId, { open: false }), await register(world, world.storeId, { open: false })];
    const session = expectData(await open(a.id, { openingAmount: 10 })).openLocationRegister;
    expectData(await close(session.id, { closingAmount: 10 }));
    const reopened = expectData(await open(a.id, { openingAmount: 20 })).openLocationRegister;
    type Row = { id: string; currentSession: { id: string; balance: number } | null; lastOpenedBy: { firstName: string } | null; lastClosedBy: { firstName: string } | null };
    const list = expectData(
      await gql<{ getLocationRegisters: { data: Row[] } }>(
        `query ($locationId: ID) { getLocationRegisters(locationId: $locationId, limit: 200) { data { id currentSession { id balance } lastOpenedBy { firstName } lastClosedBy { firstName } } } }`,
        { locationId: world.storeId },
        { token: world.token },
      ),
    ).getLocationRegisters.data;
    const rowA = list.find((row) => row.id === a.id);
    const rowB = list.find((row) => row.id === b.id);
    expect(rowA).toMatchObject({ currentSession: { id: reopened.id, balance: 20 }, lastOpenedBy: { firstName: world.session.user.firstName }, lastClosedBy: { firstName: world.session.user.firstName } });
    expect(rowB).toMatchObject({ currentSession: null, lastOpenedBy: null, lastClosedBy: null });
  });
});

describe("summaries", () => {
  it("sums the session's sales per payment method, once each, and the drawer's cash", async () => {
    const till = await register(world, world.storeId, { open: false });
    const session = expectData(await open(till.id, { openingAmount: 1000 })).openLocationRegister;
    const product = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17 });
    await stock(world, product, world.storeId, [{ packs: 5, days: 300 }]);
    const orders = [
      await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 3 }]), [{ method: "CASH", amount: 50 }]),
      await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]), [{ method: "CASH", amount: 5 }, { method: "CARD", amount: 15 }]),
      await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 7 }]), [{ method: "BANK_TRANSFER", amount: 70 }]),
    ];
    const total = orders.reduce((sum, order) => sum + order.totalAmount, 0);
    const summary = expectData(await gql<{ getLocationSessionSummaryById: { methods: MethodSummary[]; total: MethodSummary } }>(ops.summary, { id: session.id }, { token: world.token })).getLocationSessionSummaryById;
    expect(summary.total.orderCount).toBe(3);
    expect(summary.total.netAmount).toBeCloseTo(total, 2);
    expect(summary.total.gross).toBeCloseTo(orders.reduce((sum, order) => sum + order.subtotal, 0), 2);
    expect(summary.total.tax).toBeCloseTo(orders.reduce((sum, order) => sum + order.tax, 0), 2);
    const byMethod = Object.fromEntries(summary.methods.map((m) => [m.method, m]));
    expect(byMethod.CASH).toMatchObject({ netAmount: 35, orderCount: 2 });
    expect(byMethod.CARD).toMatchObject({ netAmount: 15, orderCount: 1 });
    expect(byMethod.BANK_TRANSFER).toMatchObject({ netAmount: 70, orderCount: 1 });
    expect(byMethod.CREDIT).toMatchObject({ netAmount: 0, orderCount: 0 });

    expectData(await cash(session.id, { kind: "WITHDRAWAL", amount: 200, note: "Safe" }));
    const drawer = expectData(await gql<{ getRegisterSummaryById: Record<string, number> }>(ops.registerSummary, { id: session.id }, { token: world.token })).getRegisterSummaryById;
    expect(drawer).toMatchObject({ openingAmount: 1000, cashSales: 35, totalWithdrawals: 200, totalAdditions: 0, balance: 1000 + 35 - 200, cashRefunds: 0 });
    expect(drawer.totalAmount).toBeCloseTo(total, 2);

    const z = expectData(
      await gql<{ getZReportByLocationAndDate: { total: MethodSummary } }>(ops.zReport, { locationId: world.storeId, startDate: session.openedAt, endDate: new Date(Date.now() + 60_000).toISOString() }, { token: world.token }),
    ).getZReportByLocationAndDate;
    expect(z.total.orderCount).toBeGreaterThanOrEqual(3);
  });
});

// A return's refund as the returns module (not yet built) will write it: a RETURN order and its REFUNDED payment.
// Orders written here in SQL have the columns createOrder writes; the summaries read nothing else.
type PaymentSpec = { method: string; status?: string; amount: number; gross?: number; discount?: number; tax?: number; at?: Date };
type OrderSpec = { kind: "NORMAL" | "RETURN"; sessionId?: string | null; registerId?: string | null; subtotal?: number; discount?: number; tax?: number; delivery?: number; platformFee?: number; integration?: number; total: number; at?: Date; payments: PaymentSpec[] };

async function writeOrder(locationId: string, spec: OrderSpec): Promise<string> {
  const id = randomUUID();
  const at = (spec.at ?? new Date()).toISOString();
  await queryApiDatabase(
    `insert into orders (tenant_id, id, secondary_id, kind, status, order_type, order_source, order_channel, payment_status, fulfillment_status, shipping_status,
       location_id, register_id, session_id, subtotal, total_discount, tax, delivery_charges, platform_fee, integration_charges, total_amount, created_by, created_at, completed_at)
     values ($1, $2, $3, $4, 'COMPLETED', 'PICKUP', 'POS', 'POS', $5, 'FULFILLED', 'NOT_APPLICABLE', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)`,
    [world.session.tenant.id, id, `T-${id.slice(0, 13)}`, spec.kind, spec.kind === "RETURN" ? "REFUNDED" : "PAID", locationId, spec.registerId ?? null, spec.sessionId ?? null,
      spec.subtotal ?? 0, spec.discount ?? 0, spec.tax ?? 0, spec.delivery ?? 0, spec.platformFee ?? 0, spec.integration ?? 0, spec.total, world.session.user.id, at],
  );
  for (const payment of spec.payments) {
    await queryApiDatabase(
      `insert into order_payments (tenant_id, id, order_id, session_id, location_id, method, status, amount, tendered, gross_share, discount_share, tax_share, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12)`,
      [world.session.tenant.id, randomUUID(), id, spec.sessionId ?? null, locationId, payment.method, payment.status ?? (spec.kind === "RETURN" ? "REFUNDED" : "PAID"),
        payment.amount, payment.gross ?? 0, payment.discount ?? 0, payment.tax ?? 0, (payment.at ?? spec.at ?? new Date()).toISOString()],
    );
  }
  // into the sales rollups too, as the app's writers add every order they write
  await moveInRollups(world.session.tenant.id, [id], 1);
  return id;
}

describe("refunds and the Z report", () => {
  it("counts a return's refund as returned: out of the net, not an order, and out of the drawer's cash", async () => {
    const till = await register(world, world.storeId, { open: false });
    const session = expectData(await open(till.id, { openingAmount: 500 })).openLocationRegister;
    const product = await newProduct(world, { maximumRetailPrice: 100, sellingTaxRate: 17 });
    await stock(world, product, world.storeId, [{ packs: 2, days: 300 }]);
    const sale = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 4 }]), [{ method: "CASH", amount: 1000 }]);
    await writeOrder(world.storeId, { kind: "RETURN", sessionId: session.id, registerId: till.id, total: 10, payments: [{ method: "CASH", amount: 10 }] });

    const summary = expectData(await gql<{ getLocationSessionSummaryById: { methods: MethodSummary[]; total: MethodSummary } }>(ops.summary, { id: session.id }, { token: world.token })).getLocationSessionSummaryById;
    const cashRow = summary.methods.find((m) => m.method === "CASH");
    expect(cashRow).toMatchObject({ returned: 10, orderCount: 1 });
    expect(cashRow?.netAmount).toBeCloseTo(sale.totalAmount - 10, 2);
    expect(cashRow?.netSale).toBeCloseTo((cashRow?.gross ?? 0) - (cashRow?.discount ?? 0) - 10, 2);
    expect(summary.total).toMatchObject({ returned: 10, orderCount: 1 });

    const drawer = expectData(await gql<{ getRegisterSummaryById: Record<string, number> }>(ops.registerSummary, { id: session.id }, { token: world.token })).getRegisterSummaryById;
    expect(drawer).toMatchObject({ cashRefunds: 10, returnTotalAmount: 10, openingAmount: 500 });
    expect(drawer.cashSales).toBeCloseTo(sale.totalAmount, 2);
  });

  it("takes every payment of the location inside its range, whatever the session, with the orders' fees split by payment", async () => {
    // a day long past (random, so reruns on the same database do not meet) at which nothing else was sold
    const day = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 7000) * 86_400_000);
    const at = (ms: number) => new Date(day.getTime() + ms);
    const hour = 3_600_000;
    await writeOrder(world.storeId, {
      kind: "NORMAL", subtotal: 1000, discount: 50, tax: 100, delivery: 200, platformFee: 30, integration: 20, total: 1200, at: at(10 * hour),
      payments: [{ method: "CASH", amount: 600, gross: 500, discount: 25, tax: 50 }, { method: "CARD", amount: 600, gross: 500, discount: 25, tax: 50 }],
    });
    await writeOrder(world.storeId, { kind: "RETURN", total: 100, at: at(12 * hour), payments: [{ method: "CASH", amount: 100 }] });
    await writeOrder(world.storeId, { kind: "NORMAL", subtotal: 999, total: 999, at: at(-1), payments: [{ method: "CREDIT", amount: 999, gross: 999 }] });
    await writeOrder(world.storeId, { kind: "NORMAL", subtotal: 999, total: 999, at: at(24 * hour), payments: [{ method: "CREDIT", amount: 999, gross: 999 }] });
    await writeOrder(world.dhaId, { kind: "NORMAL", subtotal: 999, total: 999, at: at(11 * hour), payments: [{ method: "CREDIT", amount: 999, gross: 999 }] });

    type ZRow = MethodSummary & { integrationCharges: number; platformFee: number; shippingFee: number };
    const z = expectData(
      await gql<{ getZReportByLocationAndDate: { methods: ZRow[]; total: ZRow } }>(ops.zReport, { locationId: world.storeId, startDate: day.toISOString(), endDate: at(24 * hour - 1).toISOString() }, { token: world.token }),
    ).getZReportByLocationAndDate;
    const row = (method: string) => z.methods.find((m) => m.method === method);
    expect(row("CASH")).toEqual({ method: "CASH", gross: 500, discount: 25, tax: 50, returned: 100, netSale: 375, netAmount: 500, orderCount: 1, integrationCharges: 10, platformFee: 15, shippingFee: 100 });
    expect(row("CARD")).toEqual({ method: "CARD", gross: 500, discount: 25, tax: 50, returned: 0, netSale: 475, netAmount: 600, orderCount: 1, integrationCharges: 10, platformFee: 15, shippingFee: 100 });
    expect(row("CREDIT")).toMatchObject({ gross: 0, netAmount: 0, orderCount: 0 });
    expect(z.total).toEqual({ gross: 1000, discount: 50, tax: 100, returned: 100, netSale: 850, netAmount: 1100, orderCount: 1, integrationCharges: 20, platformFee: 30, shippingFee: 200 });

    expectGqlError(await gql(ops.zReport, { locationId: world.storeId, startDate: at(hour).toISOString(), endDate: day.toISOString() }, { token: world.token }), "BAD_USER_INPUT");
  });
});
