// Fiscal reporting (issue 13): integrations with write-only secrets; a reported register's sale carries the
// Rs 1 fee and is posted after the commit to the sandbox authority (the shared server's /sandbox/fiscal), which
// answers a fiscal number; outages and timeouts are retried with backoff under the same USIN; a rejection marks
// the integration ERROR, is listed and retried by hand; a return is posted as a credit note; an administrator may
// type a number by hand.
import { beforeAll, describe, expect, it } from "vitest";
import { gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { acmeAdmin, demoCashier } from "../support/logins";
import { call } from "./catalogueHelpers";
import {
  CREATE_INTEGRATION,
  fiscalOrder,
  integrationInput,
  INTEGRATION_FIELDS,
  newIntegration,
  sandboxMode,
  sandboxReceived,
  settled,
  UPDATE_INTEGRATION,
  type Integration,
} from "./fiscalHelpers";
import { cart, newKey, newProduct, register, salesWorld, sold, stock, summary, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

let world: SalesWorld;
let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 17 });
  await stock(world, product, world.storeId, [{ packs: 20, days: 300 }]);
});

/** A till of its own with an FBR integration on it. */
async function reportedTill(overrides: Record<string, unknown> = {}): Promise<{ till: TestRegister; integration: Integration; posId: string }> {
  const till = await register(world, world.storeId, { opening: 5000 });
  return { till, ...(await newIntegration(world, till.id, overrides)) };
}

const sellOne = (till: TestRegister, quantity = 2) => sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity }]), [{ method: "CASH", amount: 1000 }]);

const ATTEMPTS = `query ($postingId: ID!) { getFiscalPostingAttempts(postingId: $postingId) { attempt outcome httpStatus responseCode message createdAt } }`;
const POSTINGS = `query ($statuses: [FiscalPostingStatus!], $filter: [FilterGroupInput!]) { getFiscalPostings(statuses: $statuses, filter: $filter) {
  data { id orderId usin refUsin isReturn status attempts lastError fiscalInvoiceNumber numberSource integration { id name type } } meta { total } } }`;
type Posting = { id: string; orderId: string; usin: string; status: string; attempts: number; lastError: string | null; fiscalInvoiceNumber: string | null; numberSource: string | null };

async function postingOf(usin: string): Promise<Posting> {
  const list = await call<{ data: Posting[] }>(POSTINGS, "getFiscalPostings", { filter: [{ conditions: [{ field: "usin", operator: "EQUAL", value: usin }] }] }, world.token);
  expect(list.data).toHaveLength(1);
  return list.data[0];
}

describe("integration settings", () => {
  it("keeps the access token and POS ID write-only and sealed, and refuses bad input by field", async () => {
    const till = await register(world, world.storeId);
    expectGqlError(await gql(CREATE_INTEGRATION, { dto: integrationInput(world, till.id, { accessToken: "", posId: "12a", charges: -1, allowedOrderType: [] }) }, { token: world.token }), "BAD_USER_INPUT");
    const refused = await gql(CREATE_INTEGRATION, { dto: integrationInput(world, till.id, { accessToken: " ", charges: -1, allowedOrderType: [] }) }, { token: world.token });
    expect(refused.errors?.[0].extensions?.fields).toMatchObject({ accessToken: "Access token is required", charges: "Charges must be positive", allowedOrderType: "Order type is required" });

    const { integration, posId } = await newIntegration(world, till.id, { accessToken: "very-secret-token-123" });
    expect(integration).toMatchObject({ type: "FBR", status: "ACTIVE", charges: 1, registerId: till.id });
    expect(integration.integrationId).toMatch(/^INT-\d{6}$/);
    // no field can answer a secret, and the database holds only sealed boxes
    expectGqlError(await gql(`query ($id: ID!) { getIntegration(id: $id) { accessToken } }`, { id: integration.id }, { token: world.token }), "GRAPHQL_VALIDATION_FAILED");
    const [row] = await queryApiDatabase<{ access_token_secret: string; pos_id_secret: string }>("select access_token_secret, pos_id_secret from integrations where id = $1", [integration.id]);
    expect(row.access_token_secret).toMatch(/^v1:/);
    expect(row.access_token_secret).not.toContain("very-secret");
    expect(row.pos_id_secret).not.toContain(posId);
    const listed = JSON.stringify(await call(`query { getIntegrations { data { ${INTEGRATION_FIELDS} } } }`, "getIntegrations", {}, world.token));
    expect(listed).not.toContain("very-secret");
    expect(listed).not.toContain(posId);

    // one reporting integration per register
    const second = await gql(CREATE_INTEGRATION, { dto: integrationInput(world, till.id) }, { token: world.token });
    expect(second.errors?.[0].extensions?.fields).toEqual({ registerId: `This register already reports through ${integration.name}.` });
    // blank secrets on update keep the saved ones
    const updated = expectData(await gql<{ updateIntegration: Integration }>(UPDATE_INTEGRATION, { input: { ...integrationInput(world, till.id, { accessToken: "", posId: "", charges: 2 }), id: integration.id } }, { token: world.token })).updateIntegration;
    expect(updated.charges).toBe(2);
    const [kept] = await queryApiDatabase<{ access_token_secret: string }>("select access_token_secret from integrations where id = $1", [integration.id]);
    expect(kept.access_token_secret).toBe(row.access_token_secret);

    // another tenant sees nothing of it; a cashier cannot configure it
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(`query ($id: ID!) { getIntegration(id: $id) { id } }`, { id: integration.id }, { token: acme.token }), "NOT_FOUND");
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(`query { getIntegrations { data { id } } }`, {}, { token: cashier.token }), "FORBIDDEN");
  });
});

describe("posting sales and returns", () => {
  it("adds the fee to the summary and the sale, posts after the commit and stores the fiscal number", async () => {
    const { till, integration, posId } = await reportedTill();
    const priced = await summary(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]));
    expect(priced).toMatchObject({ integrationCharges: 1 });
    const order = await sellOne(till);
    expect(order.integrationCharges).toBe(1);
    expect(Math.round(order.totalAmount * 100)).toBe(Math.round((priced.total) * 100));
    const posted = await settled(world.token, order.id, "POSTED");
    expect(posted.fbrInvoiceId).toMatch(/^SBX\d{15,}$/);
    expect(posted.integrationConfigs).toEqual([{ integrationId: integration.id, apiResponseId: posted.fbrInvoiceId, type: "FBR", name: integration.name, charges: 1, status: "POSTED" }]);
    const sandbox = await sandboxReceived(order.secondaryId, posId);
    expect(sandbox.received).toBe(1);
    expect(sandbox.invoices[0]).toMatchObject({ invoiceNumber: posted.fbrInvoiceId, invoiceType: 1, refUsin: null });

    // a return of one unit is a credit note referring to the sale's USIN
    const line = (await call<{ items: { lots: { id: string }[] }[] }>(`query ($id: ID) { getOrder(id: $id) { items { lots { id } } } }`, "getOrder", { id: order.id }, world.token)).items[0].lots[0];
    const returned = expectData(
      await gql<{ returnOrder: { id: string; secondaryId: string } }>(`mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { id secondaryId } }`, {
        input: { idempotencyKey: newKey(), orderId: order.id, registerId: till.id, lines: [{ orderItemLotId: line.id, quantity: 1, restock: true }], refundMethod: "CASH", comment: "Wrong strength" },
      }, { token: world.token }),
    ).returnOrder;
    const credit = await settled(world.token, returned.id, "POSTED");
    expect(credit.fbrInvoiceId).toMatch(/^SBX\d{15,}$/);
    expect(credit.fbrInvoiceId).not.toBe(posted.fbrInvoiceId);
    expect((await sandboxReceived(returned.secondaryId, posId)).invoices[0]).toMatchObject({ invoiceType: 3, refUsin: order.secondaryId });
  });

  it("the session's X-out shows returns per payment method and the integration charges", async () => {
    const { till } = await reportedTill();
    const cashSale = await sellOne(till, 2);
    const cardSale = await sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 2 }]), [{ method: "CARD", amount: cashSale.totalAmount }]);
    const giveBackOne = async (order: { id: string }, refundMethod: string) => {
      const lot = (await call<{ items: { lots: { id: string }[] }[] }>(`query ($id: ID) { getOrder(id: $id) { items { lots { id } } } }`, "getOrder", { id: order.id }, world.token)).items[0].lots[0];
      return expectData(
        await gql<{ returnOrder: { totalAmount: number } }>(`mutation ($input: ReturnOrderInput!) { returnOrder(input: $input) { totalAmount } }`, {
          input: { idempotencyKey: newKey(), orderId: order.id, registerId: till.id, lines: [{ orderItemLotId: lot.id, quantity: 1, restock: true }], refundMethod, comment: "Returned" },
        }, { token: world.token }),
      ).returnOrder.totalAmount;
    };
    const cashRefund = await giveBackOne(cashSale, "CASH");
    const cardRefund = await giveBackOne(cardSale, "CARD");
    type Method = { method: string; returned: number; integrationCharges: number; orderCount: number };
    const summary = await call<{ methods: Method[]; total: Method }>(
      `query ($id: ID!) { getLocationSessionSummaryById(sessionId: $id) { methods { method returned integrationCharges orderCount } total { returned integrationCharges orderCount } } }`,
      "getLocationSessionSummaryById",
      { id: till.sessionId },
      world.token,
    );
    const of = (method: string) => summary.methods.find((each) => each.method === method);
    expect(of("CASH")).toMatchObject({ returned: cashRefund, integrationCharges: 1, orderCount: 1 });
    expect(of("CARD")).toMatchObject({ returned: cardRefund, integrationCharges: 1, orderCount: 1 });
    expect(summary.total).toMatchObject({ returned: cashRefund + cardRefund, integrationCharges: 2, orderCount: 2 });
    const register = await call<{ cashRefunds: number; returnTotalAmount: number }>(`query ($id: ID!) { getRegisterSummaryById(sessionId: $id) { cashRefunds returnTotalAmount } }`, "getRegisterSummaryById", { id: till.sessionId }, world.token);
    expect(register.cashRefunds).toBeCloseTo(cashRefund, 2);
  });

  it("a register without an integration charges no fee and reports nothing", async () => {
    const till = await register(world, world.storeId, { opening: 5000 });
    const order = await sellOne(till, 1);
    expect(order.integrationCharges).toBe(0);
    expect(await fiscalOrder(world.token, order.id)).toMatchObject({ fiscalStatus: null, integrationConfigs: [], fbrInvoiceId: null });
  });

  it("retries an outage and a timeout with backoff under the same USIN, and posts once the authority answers", async () => {
    const { till, posId } = await reportedTill();
    await sandboxMode(posId, "down", 1);
    await sandboxMode(posId, "timeout", 1);
    const order = await sellOne(till);
    // the sale never waits on the authority
    expect((await fiscalOrder(world.token, order.id)).fiscalStatus).toBe("PENDING");
    const posted = await settled(world.token, order.id, "POSTED", 30_000);
    expect(posted.fbrInvoiceId).toMatch(/^SBX\d{15,}$/);
    const posting = await postingOf(order.secondaryId);
    const attempts = await call<{ attempt: number; outcome: string; httpStatus: number | null; message: string; createdAt: string }[]>(ATTEMPTS, "getFiscalPostingAttempts", { postingId: posting.id }, world.token);
    expect(attempts.map((each) => each.outcome).reverse()).toEqual(["ERROR", "ERROR", "POSTED"]);
    const [third, second, first] = attempts;
    expect(first).toMatchObject({ attempt: 1, httpStatus: 503 });
    expect(second.message).toMatch(/no answer within 1500 ms/);
    // backoff: each retry waited at least the retry delay (1 s in tests), the second longer than the first delay
    const gap = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
    expect(gap(first, second)).toBeGreaterThanOrEqual(1000);
    expect(gap(second, third)).toBeGreaterThanOrEqual(2000);
    // every request carried the same USIN, and the authority made one invoice of them
    const sandbox = await sandboxReceived(order.secondaryId, posId);
    expect(sandbox.received).toBe(3);
    expect(sandbox.invoices).toHaveLength(1);
  });

  it("a rejection is kept and listed, marks the integration ERROR, and Retry posts it", async () => {
    const { till, posId, integration } = await reportedTill();
    await sandboxMode(posId, "reject", 1);
    const order = await sellOne(till);
    const rejected = await settled(world.token, order.id, "REJECTED");
    expect(rejected.fbrInvoiceId).toBeNull();
    const posting = await postingOf(order.secondaryId);
    expect(posting).toMatchObject({ status: "REJECTED", attempts: 1 });
    expect(posting.lastError).toMatch(/not registered/);
    const listed = await call<{ data: Posting[] }>(POSTINGS, "getFiscalPostings", { statuses: ["REJECTED", "FAILED", "PENDING"] }, world.token);
    expect(listed.data.map((each) => each.id)).toContain(posting.id);
    const state = async () => (await call<Integration>(`query ($id: ID!) { getIntegration(id: $id) { ${INTEGRATION_FIELDS} } }`, "getIntegration", { id: integration.id }, world.token)).status;
    expect(await state()).toBe("ERROR");
    // the register goes on reporting while the integration shows ERROR
    const next = await sellOne(till, 1);
    await settled(world.token, next.id, "POSTED");

    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(`mutation ($id: ID!) { retryFiscalPosting(id: $id) { id } }`, { id: posting.id }, { token: cashier.token }), "FORBIDDEN");
    const retried = await call<Posting>(`mutation ($id: ID!) { retryFiscalPosting(id: $id) { id status } }`, "retryFiscalPosting", { id: posting.id }, world.token);
    expect(retried.status).toBe("PENDING");
    await settled(world.token, order.id, "POSTED");
    expect(await state()).toBe("ACTIVE");
    expectGqlError(await gql(`mutation ($id: ID!) { retryFiscalPosting(id: $id) { id } }`, { id: posting.id }, { token: world.token }), "CONFLICT");
  });

  it("an administrator may type the number by hand; a bad one is refused by field and changes nothing", async () => {
    const { till, posId } = await reportedTill();
    await sandboxMode(posId, "reject", 1);
    const order = await sellOne(till);
    await settled(world.token, order.id, "REJECTED");
    const SET = `mutation ($invoiceId: String!, $orderId: ID!) { updateFbrInvoiceId(invoiceId: $invoiceId, orderId: $orderId) { id fbrInvoiceId } }`;
    const bad = await gql(SET, { invoiceId: "12 34;drop", orderId: order.id }, { token: world.token });
    expectGqlError(bad, "BAD_USER_INPUT");
    expect((await fiscalOrder(world.token, order.id)).fbrInvoiceId).toBeNull();
    const cashier = await login(demoCashier.email, demoCashier.password);
    expectGqlError(await gql(SET, { invoiceId: "FBR-1", orderId: order.id }, { token: cashier.token }), "FORBIDDEN");
    // a sale is not a return, and the other way round
    expectGqlError(await gql(`mutation ($invoiceId: String!, $id: ID!) { updateReturnFbrInvoiceId(invoiceId: $invoiceId, returnOrderId: $id) { id } }`, { invoiceId: "X1", id: order.id }, { token: world.token }), "NOT_FOUND");
    const set = await call<{ fbrInvoiceId: string }>(SET, "updateFbrInvoiceId", { invoiceId: "812001251125000001", orderId: order.id }, world.token);
    expect(set.fbrInvoiceId).toBe("812001251125000001");
    expect(await fiscalOrder(world.token, order.id)).toMatchObject({ fiscalStatus: "POSTED", integrationConfigs: [expect.objectContaining({ apiResponseId: "812001251125000001" })] });
    expect(await postingOf(order.secondaryId)).toMatchObject({ status: "POSTED", numberSource: "MANUAL" });
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expectGqlError(await gql(SET, { invoiceId: "X2", orderId: order.id }, { token: acme.token }), "NOT_FOUND");
  });
});
