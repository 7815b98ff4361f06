// The sandbox authority behaves like the authority it stands in for (issue 25, item 2; item 11's POS ID): a
// stranger can neither steer a company's postings (control), read its numbers, claim its next USIN, nor make the
// server keep anything; the controls are an administrator's of the company whose POS it is; numbers and stored
// errors never carry the POS ID; a server with nowhere to post (production without FBR_BASE_URL) makes no
// integration ACTIVE and says why.
import { inject } from "vitest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient, gql, login } from "../support/api";
import { queryApiDatabase } from "../support/apiDatabase";
import { expectData, expectGqlError } from "../support/assertions";
import { locationNamed } from "../support/fixtures";
import { acmeAdmin, demoAdmin, demoCashier } from "../support/logins";
import { startTestServer, type TestServer } from "../support/testServer";
import { call } from "./catalogueHelpers";
import { freshPosId, INTEGRATION_FIELDS, newIntegration, sandboxMode, sandboxReceived, settled, TEST_ACCESS_TOKEN, type Integration } from "./fiscalHelpers";
import { cart, newProduct, register, salesWorld, sold, stock, type SaleProduct, type SalesWorld, type TestRegister } from "./ordersHelpers";

let world: SalesWorld;
let product: SaleProduct;

beforeAll(async () => {
  world = await salesWorld();
  product = await newProduct(world, { maximumRetailPrice: 250, sellingTaxRate: 17 });
  await stock(world, product, world.storeId, [{ packs: 20, days: 300 }]);
});

const sandbox = (path: string) => `${inject("apiUrl")}/sandbox/fiscal/fbr/${path}`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(sandbox(path), { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

async function reportedTill(): Promise<{ till: TestRegister; integration: Integration; posId: string }> {
  const till = await register(world, world.storeId, { opening: 5000 });
  return { till, ...(await newIntegration(world, till.id)) };
}

const sellOne = (till: TestRegister) => sold(world.token, cart(world.storeId, till.id, [{ productId: product.id, quantity: 1 }]), [{ method: "CASH", amount: 1000 }]);

/** A valid PostData invoice (what an attacker who read our adapter would send). */
const invoice = (posId: string, usin: string) => ({
  InvoiceNumber: "",
  POSID: Number(posId),
  USIN: usin,
  DateTime: "2026-01-01 10:00:00",
  BuyerNTN: "",
  BuyerCNIC: "",
  BuyerName: "",
  BuyerPhoneNumber: "",
  TotalBillAmount: 100,
  TotalQuantity: 1,
  TotalSaleValue: 85.47,
  TotalTaxCharged: 14.53,
  Discount: 0,
  FurtherTax: 0,
  PaymentMode: 1,
  RefUSIN: null,
  InvoiceType: 1,
  Items: [{ ItemCode: "X1", ItemName: "Tablet", Quantity: 1, PCTCode: "3004.9099", TaxRate: 17, SaleValue: 85.47, TotalAmount: 100, TaxCharged: 14.53, Discount: 0, FurtherTax: 0, InvoiceType: 1, RefUSIN: null }],
});

const ATTEMPTS = `query ($postingId: ID!) { getFiscalPostingAttempts(postingId: $postingId) { attempt outcome message } }`;
const POSTINGS = `query ($filter: [FilterGroupInput!]) { getFiscalPostings(filter: $filter) { data { id status lastError fiscalInvoiceNumber numberSource } } }`;
type Posting = { id: string; status: string; lastError: string | null; fiscalInvoiceNumber: string | null; numberSource: string | null };

async function postingOf(usin: string): Promise<Posting> {
  const list = await call<{ data: Posting[] }>(POSTINGS, "getFiscalPostings", { filter: [{ conditions: [{ field: "usin", operator: "EQUAL", value: usin }] }] }, world.token);
  return list.data[0];
}

describe("the sandbox's controls", () => {
  it("refuse a stranger, another company's administrator and a cashier: the company's sale is still posted", async () => {
    const { till, posId } = await reportedTill();
    const reject = { posId, mode: "reject" };
    expect((await post("control", reject)).status).toBe(401);
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    expect((await post("control", reject, { "x-api-key": acme.token })).status).toBe(404);
    const cashier = await login(demoCashier.email, demoCashier.password);
    expect((await post("control", reject, { "x-api-key": cashier.token })).status).toBe(403);

    const order = await sellOne(till);
    const posted = await settled(world.token, order.id, "POSTED");
    expect(posted.fbrInvoiceId).toMatch(/^SBX\d{18}$/);
  });

  it("let the company's administrator plan a rejection; the stored error and the number never carry the POS ID", async () => {
    const { till, posId } = await reportedTill();
    await sandboxMode(posId, "reject", 1);
    const rejected = await sellOne(till);
    await settled(world.token, rejected.id, "REJECTED");
    const posting = await postingOf(rejected.secondaryId);
    expect(posting.lastError).toMatch(/not registered/);
    expect(posting.lastError).not.toContain(posId);
    const attempts = await call<{ message: string }[]>(ATTEMPTS, "getFiscalPostingAttempts", { postingId: posting.id }, world.token);
    expect(JSON.stringify(attempts)).not.toContain(posId);

    const next = await sellOne(till);
    const posted = await settled(world.token, next.id, "POSTED");
    expect(posted.fbrInvoiceId).not.toContain(posId);
    expect(await postingOf(next.secondaryId)).toMatchObject({ numberSource: "SANDBOX" });
    expect(expectData(await gql<{ getOrder: { fiscalNumberIsSandbox: boolean } }>(`query ($id: ID) { getOrder(id: $id) { fiscalNumberIsSandbox } }`, { id: next.id }, { token: world.token })).getOrder.fiscalNumberIsSandbox).toBe(true);
  });
});

describe("the sandbox's invoices and numbers", () => {
  it("are read only with the integration's own token", async () => {
    const { till, posId } = await reportedTill();
    const order = await sellOne(till);
    const posted = await settled(world.token, order.id, "POSTED");
    // the old open listing by order number is gone, and nobody reads without the POS's own token
    expect((await fetch(sandbox(`invoices?usin=${order.secondaryId}`))).status).toBe(404);
    expect((await post("invoices", { POSID: Number(posId), USIN: order.secondaryId })).status).toBe(401);
    expect((await post("invoices", { POSID: Number(posId), USIN: order.secondaryId }, { authorization: "Bearer someone-elses-token" })).status).toBe(401);
    const theirs = await sandboxReceived(order.secondaryId, posId);
    expect(theirs.invoices).toEqual([expect.objectContaining({ invoiceNumber: posted.fbrInvoiceId })]);
  });

  it("a stranger cannot claim a company's USIN before its sale is posted: the sale keeps a number of its own", async () => {
    const { till, posId } = await reportedTill();
    await sandboxMode(posId, "down", 1);
    const order = await sellOne(till);
    // the first post met the outage; the retry comes a second later: the stranger posts the USIN meanwhile
    await expect.poll(async () => (await postingOf(order.secondaryId))?.lastError ?? null, { timeout: 10_000, interval: 100 }).toMatch(/503/);
    const claim = await post("PostData", invoice(posId, order.secondaryId), { authorization: "Bearer guessed" });
    expect(claim.status).toBe(401);
    const claimed = (await claim.json()) as { InvoiceNumber: string };
    const posted = await settled(world.token, order.id, "POSTED");
    expect(posted.fbrInvoiceId).not.toBe(claimed.InvoiceNumber);
    expect((await sandboxReceived(order.secondaryId, posId)).received).toBe(2);
  });

  it("another company that registers the same POS ID under its own token gets numbers of its own, never the company's", async () => {
    const { till, posId } = await reportedTill();
    const acme = await login(acmeAdmin.email, acmeAdmin.password);
    const acmeStore = locationNamed(acme, "Acme Clifton Store").id;
    const acmeTills = await call<{ data: { id: string }[] }>(`query ($locationId: ID) { getLocationRegisters(locationId: $locationId) { data { id } } }`, "getLocationRegisters", { locationId: acmeStore }, acme.token);
    const acmeTillId = acmeTills.data[0].id;
    const acmeToken = `acme-${freshPosId()}`;
    const dto = { name: "Copycat", type: "FBR", status: "INACTIVE", allowedOrderType: ["NORMAL"], charges: 1, locationId: acmeStore, registerId: acmeTillId, accessToken: acmeToken, posId };
    expectData(await gql(`mutation ($dto: IntegrationInput!) { createIntegration(dto: $dto) { ${INTEGRATION_FIELDS} } }`, { dto }, { token: acme.token }));
    const order = await sellOne(till);
    // acme posts the company's USIN first, under its own token: it is acme's invoice, not the company's
    const copycat = (await (await post("PostData", invoice(posId, order.secondaryId), { authorization: `Bearer ${acmeToken}` })).json()) as { InvoiceNumber: string; Code: string };
    expect(copycat.Code).toBe("100");
    const posted = await settled(world.token, order.id, "POSTED");
    expect(posted.fbrInvoiceId).not.toBe(copycat.InvoiceNumber);
    expect((await sandboxReceived(order.secondaryId, posId, TEST_ACCESS_TOKEN)).invoices.map((each) => each.invoiceNumber)).toEqual([posted.fbrInvoiceId]);
  });

  it("keeps nothing of a post without a registered token (the server's memory and tables do not grow)", async () => {
    const run = freshPosId();
    const usins = Array.from({ length: 50 }, (_, index) => `JUNK-${run}-${index}`);
    for (const usin of usins) {
      const answer = await post("PostData", invoice(freshPosId(), usin), { authorization: "Bearer anything" });
      expect(answer.status).toBe(401);
    }
    expect(await queryApiDatabase("select id from fiscal_sandbox_invoices where usin like $1", [`JUNK-${run}-%`])).toEqual([]);
  });
});

describe("a server with nowhere to post (production without FBR_BASE_URL)", () => {
  let server: TestServer | undefined;
  afterAll(async () => server?.close());

  it("makes no integration ACTIVE and says why; it serves no sandbox", { timeout: 120_000 }, async () => {
    server = await startTestServer({ fiscal: { sandbox: false, retryDelaySeconds: 1, maxAttempts: 4, timeoutMs: 1500 } });
    const api = createApiClient(server.url);
    const admin = await api.login(demoAdmin.email, demoAdmin.password);
    const authorities = expectData(await api.gql<{ fiscalAuthorities: { type: string; target: string; note: string }[] }>(`query { fiscalAuthorities { type target note } }`, {}, { token: admin.token })).fiscalAuthorities;
    expect(authorities[0]).toMatchObject({ type: "FBR", target: "NONE" });
    expect(authorities[0].note).toMatch(/FBR_BASE_URL/);
    // the demo's sandbox integration was made INACTIVE, and cannot be made ACTIVE
    type Listed = { id: string; name: string; type: string; status: string; allowedOrderType: string[]; charges: number; locationId: string; registerId: string };
    const [demo] = expectData(await api.gql<{ getIntegrations: { data: Listed[] } }>(`query { getIntegrations { data { ${INTEGRATION_FIELDS} } } }`, {}, { token: admin.token })).getIntegrations.data;
    expect(demo.status).toBe("INACTIVE");
    const { id, name, type, allowedOrderType, charges, locationId, registerId } = demo;
    const refused = await api.gql(`mutation ($input: UpdateIntegrationInput!) { updateIntegration(input: $input) { id } }`, { input: { id, name, type, status: "ACTIVE", allowedOrderType, charges, locationId, registerId } }, { token: admin.token });
    expectGqlError(refused, "BAD_USER_INPUT");
    expect(refused.errors?.[0].extensions?.fields?.status).toMatch(/cannot be Active .*no FBR_BASE_URL.*never posts to the sandbox/);
    expect((await fetch(`${server.url}/sandbox/fiscal/fbr/PostData`, { method: "POST", body: "{}" })).status).toBeGreaterThanOrEqual(400);
  });
});
