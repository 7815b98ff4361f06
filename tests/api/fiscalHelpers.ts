// Fiscal reporting in API tests: an integration on a test register, the sandbox authority's controls (a signed-in
// administrator's) and counters (the integration's own token), and waiting for a posting to settle.
import { expect, inject } from "vitest";
import { gql, login } from "../support/api";
import { expectData } from "../support/assertions";
import { demoAdmin } from "../support/logins";
import { call } from "./catalogueHelpers";
import type { SalesWorld } from "./ordersHelpers";

export const INTEGRATION_FIELDS = "id integrationId name type status allowedOrderType charges logo locationId registerId location { id name } register { id name } createdAt updatedAt";
export const FISCAL_ORDER_FIELDS = "id secondaryId kind totalAmount integrationCharges fbrInvoiceId fiscalStatus integrationConfigs { integrationId apiResponseId type name charges status }";

export type FiscalOrder = {
  id: string;
  secondaryId: string;
  kind: string;
  totalAmount: number;
  integrationCharges: number;
  fbrInvoiceId: string | null;
  fiscalStatus: string | null;
  integrationConfigs: { integrationId: string; apiResponseId: string | null; type: string; name: string; charges: number; status: string }[];
};

let posRun = 0;
/** A POS ID of its own per integration, so the sandbox's plans and counts never mix tests. */
export const freshPosId = () => `9${String(Date.now() % 1e8).padStart(8, "0")}${(posRun += 1)}`;

export const integrationInput = (world: SalesWorld, registerId: string, overrides: Record<string, unknown> = {}) => ({
  name: `FBR ${registerId.slice(0, 8)}`,
  type: "FBR",
  status: "ACTIVE",
  allowedOrderType: ["NORMAL", "RETURN"],
  charges: 1,
  locationId: world.storeId,
  registerId,
  accessToken: TEST_ACCESS_TOKEN,
  posId: freshPosId(),
  ...overrides,
});

export const CREATE_INTEGRATION = `mutation ($dto: IntegrationInput!) { createIntegration(dto: $dto) { ${INTEGRATION_FIELDS} } }`;
export const UPDATE_INTEGRATION = `mutation ($input: UpdateIntegrationInput!) { updateIntegration(input: $input) { ${INTEGRATION_FIELDS} } }`;

export type Integration = { id: string; integrationId: string; name: string; status: string; charges: number; registerId: string };

export async function newIntegration(world: SalesWorld, registerId: string, overrides: Record<string, unknown> = {}): Promise<{ integration: Integration; posId: string }> {
  const dto = integrationInput(world, registerId, overrides);
  const integration = expectData(await gql<{ createIntegration: Integration }>(CREATE_INTEGRATION, { dto }, { token: world.token })).createIntegration;
  return { integration, posId: dto.posId as string };
}

const sandboxUrl = (path: string) => `${inject("apiUrl")}/sandbox/fiscal/fbr/${path}`;

/** The access token of the integrations integrationInput makes (the sandbox accepts only an integration's own). */
export const TEST_ACCESS_TOKEN = "sandbox-token-of-the-test";

let demoAdminToken: Promise<string> | undefined;
/** A signed-in administrator of the demo company, whose integrations the tests make (the sandbox's controls are theirs only). */
const adminToken = () => (demoAdminToken ??= login(demoAdmin.email, demoAdmin.password).then((session) => session.token));

/** The sandbox answers this POS's next `count` invoices (all of them without count) in this mode. */
export async function sandboxMode(posId: string, mode: "ok" | "down" | "timeout" | "reject", count?: number, sessionToken?: string): Promise<void> {
  const headers = { "content-type": "application/json", "x-api-key": sessionToken ?? (await adminToken()) };
  const response = await fetch(sandboxUrl("control"), { method: "POST", headers, body: JSON.stringify({ posId, mode, count }) });
  expect(response.status).toBe(200);
}

export type SandboxInvoices = { received: number; invoices: { requests: number; invoiceNumber: string | null; invoiceType: number; refUsin: string | null }[] };

/** What the sandbox received for the USIN from this POS (asked with its access token, as the authority wants). */
export async function sandboxReceived(usin: string, posId: string, accessToken = TEST_ACCESS_TOKEN, base = `${inject("apiUrl")}/sandbox/fiscal/fbr`): Promise<SandboxInvoices> {
  const response = await fetch(`${base}/invoices`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ POSID: Number(posId), USIN: usin }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SandboxInvoices;
}

export async function fiscalOrder(token: string, id: string): Promise<FiscalOrder> {
  return call<FiscalOrder>(`query ($id: ID) { getOrder(id: $id) { ${FISCAL_ORDER_FIELDS} } }`, "getOrder", { id }, token);
}

/** Waits until the order's postings settle in `status` (the worker posts after the commit). */
export async function settled(token: string, id: string, status: string, timeout = 20_000): Promise<FiscalOrder> {
  await expect.poll(async () => (await fiscalOrder(token, id)).fiscalStatus, { timeout, interval: 250 }).toBe(status);
  return fiscalOrder(token, id);
}
