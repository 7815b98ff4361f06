// THE SANDBOX tax authority: a stand-in for FBR's and SRB's PostData that speaks the same request and answer
// (Code "100" and a fiscal number; validation errors; outages and timeouts on demand), served by this server at
// /sandbox/fiscal/{fbr,srb} when FISCAL_SANDBOX is on (never in production). Like the authority it stands in
// for, it answers only a POS's own token: its registrations are our integrations (sandboxRegistry.ts). Tests and
// the demo tenant post to it; nothing it answers is a real fiscal number (each starts with SBX).
//   POST …/PostData                       an invoice (Authorization: Bearer <the integration's access token>)
//   POST …/invoices { POSID, USIN }        what the sandbox received for a USIN of that POS (same token; tests
//                                          count duplicates)
//   POST …/control { posId, mode, count }  a signed-in user of the company whose integration holds the POS ID,
//                                          allowed to update integrations (x-api-key, as /graphql): mode "ok" |
//                                          "down" (503) | "timeout" (no answer) | "reject" (Code 401) for `count`
//                                          invoices of that POS after the plans already queued (all of them
//                                          without count); "ok" without count clears the POS's plans
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { P } from "../../../common/permissions/catalogue";
import { hasPermission } from "../../../common/permissions/match";
import type { SecretBox } from "../../core/secretBox";
import { tenantTransaction } from "../../core/transaction";
import { headerSource } from "../files";
import { clientAddressOf } from "../../http/clientAddress";
import { createRequestContext, type RequestDeps } from "../../session/requestContext";
import { countRequest, findRegistration, integrationsWithPosId, invoicesOf, issueNumber, type Registration, type SandboxAuthority } from "./sandboxRegistry";

export const SANDBOX_ROOT = "/sandbox/fiscal";
const AUTHORITIES = ["fbr", "srb"] as const;
const MODES = ["ok", "down", "timeout", "reject"] as const;
type Mode = (typeof MODES)[number];
const BODY_MAX = 256 * 1024;
/** How long "timeout" holds a request before giving up on it (the caller's own timeout ends it sooner). */
const HOLD_MS = 60_000;

const amount = z.number().finite().min(0);
const itemSchema = z.object({
  ItemCode: z.string().min(1),
  ItemName: z.string().min(1),
  Quantity: z.number().positive(),
  PCTCode: z.string().regex(/^\d{4}\.\d{4}$/, "PCTCode must look like 3004.9099"),
  TaxRate: z.number().min(0).max(100),
  SaleValue: amount,
  TotalAmount: amount,
  TaxCharged: amount,
  Discount: amount,
  FurtherTax: amount,
  InvoiceType: z.number().int(),
  RefUSIN: z.string().nullable().optional(),
});
const invoiceSchema = z
  .object({
    InvoiceNumber: z.string(),
    POSID: z.number().int().positive(),
    USIN: z.string().min(1).max(60),
    DateTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "DateTime must be YYYY-MM-DD HH:mm:ss"),
    BuyerNTN: z.string(),
    BuyerCNIC: z.string(),
    BuyerName: z.string(),
    BuyerPhoneNumber: z.string(),
    TotalBillAmount: amount,
    TotalQuantity: z.number().positive(),
    TotalSaleValue: amount,
    TotalTaxCharged: amount,
    Discount: amount,
    FurtherTax: amount,
    PaymentMode: z.number().int().min(1).max(6),
    RefUSIN: z.string().nullable().optional(),
    InvoiceType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    Items: z.array(itemSchema).min(1),
  })
  .superRefine((invoice, ctx) => {
    const cents = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100);
    if (cents(invoice.Items.map((item) => item.SaleValue)) !== Math.round(invoice.TotalSaleValue * 100)) {
      ctx.addIssue({ code: "custom", path: ["TotalSaleValue"], message: "TotalSaleValue is not the sum of the items' SaleValue" });
    }
    if (cents(invoice.Items.map((item) => item.TaxCharged)) !== Math.round(invoice.TotalTaxCharged * 100)) {
      ctx.addIssue({ code: "custom", path: ["TotalTaxCharged"], message: "TotalTaxCharged is not the sum of the items' TaxCharged" });
    }
    if (invoice.InvoiceType === 3 && !invoice.RefUSIN) ctx.addIssue({ code: "custom", path: ["RefUSIN"], message: "A credit note needs RefUSIN" });
  });

interface Plan {
  mode: Mode;
  /** Invoices left under this mode; null: until changed. */
  left: number | null;
}

/** Memory bounds of the control plans (a test or demo tool): so many integrations, so many plans each. */
const PLANNED_INTEGRATIONS_MAX = 1000;
const PLANS_PER_INTEGRATION_MAX = 20;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_MAX) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const posIdSchema = z.union([z.string().regex(/^\d{1,20}$/), z.number().int().positive()]).transform(String);
const controlSchema = z.object({ posId: posIdSchema, mode: z.enum(MODES), count: z.number().int().positive().max(1000).optional() });
const postedPosSchema = z.object({ POSID: posIdSchema });
const invoicesQuerySchema = z.object({ POSID: posIdSchema, USIN: z.string().min(1).max(60) });

const UNAUTHORIZED = { InvoiceNumber: "Not Available", Code: "401", Response: "Unauthorized: no POS is registered with this access token.", Errors: null };

export interface FiscalSandboxDeps extends RequestDeps {
  secrets: SecretBox;
}

export interface FiscalSandbox {
  /** Answers a request under SANDBOX_ROOT. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

export function createFiscalSandbox(deps: FiscalSandboxDeps): FiscalSandbox {
  const { db, secrets } = deps;
  // per integration; staleness is harmless (a plan is a test's or a demo's request, not a record)
  const plans = new Map<string, Plan[]>();

  /** The mode for this integration's next invoice (counted plans run out in turn, then "ok"). */
  function nextMode(integrationId: string): Mode {
    const queue = plans.get(integrationId) ?? [];
    const plan = queue[0];
    if (!plan) return "ok";
    if (plan.left !== null) {
      plan.left -= 1;
      if (plan.left <= 0) queue.shift();
      if (queue.length === 0) plans.delete(integrationId);
    }
    return plan.mode;
  }

  function addPlan(integrationId: string, plan: Plan): void {
    const queue = plans.get(integrationId) ?? [];
    plans.delete(integrationId);
    if (queue.length >= PLANS_PER_INTEGRATION_MAX) queue.shift();
    queue.push(plan);
    plans.set(integrationId, queue);
    // the integration planned longest ago goes first
    if (plans.size > PLANNED_INTEGRATIONS_MAX) plans.delete(plans.keys().next().value as string);
  }

  /** The registration a request's bearer token and POS ID stand for, if any. */
  async function registrationOf(req: IncomingMessage, authority: SandboxAuthority, body: unknown): Promise<Registration | null> {
    const token = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const pos = postedPosSchema.safeParse(body);
    if (!token || !pos.success) return null;
    return findRegistration(db, secrets, authority, pos.data.POSID, token);
  }

  async function postData(req: IncomingMessage, res: ServerResponse, authority: SandboxAuthority): Promise<void> {
    const body = parseJson(await readBody(req));
    const registration = await registrationOf(req, authority, body);
    if (!registration) return sendJson(res, 401, UNAUTHORIZED);
    const parsed = invoiceSchema.safeParse(body);
    let row: { id: number } | null = null;
    if (parsed.success) {
      const { USIN, InvoiceType, RefUSIN } = parsed.data;
      row = await countRequest(db, authority, registration, { usin: USIN, invoiceType: InvoiceType, refUsin: RefUSIN ?? null });
    }
    const mode = row ? nextMode(registration.integrationId) : "ok";
    if (mode === "down") return sendJson(res, 503, { Response: "SANDBOX: the authority is down (simulated outage)." });
    if (mode === "timeout") {
      const hold = setTimeout(() => sendJson(res, 504, { Response: "SANDBOX: simulated timeout." }), HOLD_MS);
      res.on("close", () => clearTimeout(hold));
      return;
    }
    if (!parsed.success || !row) {
      const errors = parsed.success ? "" : parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
      return sendJson(res, 200, { InvoiceNumber: "Not Available", Code: "400", Response: "Invalid invoice.", Errors: errors });
    }
    if (mode === "reject") return sendJson(res, 200, { InvoiceNumber: "Not Available", Code: "401", Response: "This POS is not registered (SANDBOX rejection).", Errors: null });
    // the same USIN answers the same number: a retried post never makes a second invoice
    const invoiceNumber = await issueNumber(db, row.id);
    return sendJson(res, 200, { InvoiceNumber: invoiceNumber, Code: "100", Response: "Invoice received successfully (SANDBOX).", Errors: null });
  }

  async function invoices(req: IncomingMessage, res: ServerResponse, authority: SandboxAuthority): Promise<void> {
    const body = parseJson(await readBody(req));
    const registration = await registrationOf(req, authority, body);
    if (!registration) return sendJson(res, 401, UNAUTHORIZED);
    const query = invoicesQuerySchema.safeParse(body);
    if (!query.success) return sendJson(res, 400, { error: "Send { POSID, USIN }." });
    const found = await invoicesOf(db, authority, registration, query.data.USIN);
    return sendJson(res, 200, { usin: query.data.USIN, received: found.reduce((sum, entry) => sum + entry.requests, 0), invoices: found });
  }

  async function control(req: IncomingMessage, res: ServerResponse, authority: SandboxAuthority): Promise<void> {
    const headers = headerSource(req);
    const ctx = await createRequestContext(deps, { headers, clientAddress: clientAddressOf(req, headers, deps.config.trustProxy) });
    const body = parseJson(await readBody(req));
    const auth = ctx.auth;
    if (!auth) return sendJson(res, 401, { error: "Sign in first: the sandbox's controls are for an administrator of the company whose POS it is." });
    if (!hasPermission(auth.permissionStrings, P.system.integration.update)) return sendJson(res, 403, { error: "You may not change your company's integrations." });
    const parsed = controlSchema.safeParse(body);
    if (!parsed.success) return sendJson(res, 400, { error: "Send { posId, mode: ok|down|timeout|reject, count? }." });
    const { posId, mode, count } = parsed.data;
    const owned = await tenantTransaction(db, auth.tenant.id, (tx) => integrationsWithPosId(tx, secrets, authority, auth.tenant.id, posId));
    if (owned.length === 0) return sendJson(res, 404, { error: "No integration of your company holds this POS ID." });
    for (const integrationId of owned) {
      if (mode === "ok" && count === undefined) plans.delete(integrationId);
      else addPlan(integrationId, { mode, left: count ?? null });
    }
    return sendJson(res, 200, { mode, count: count ?? null });
  }

  return {
    async handle(req, res, pathname) {
      const [authority, action] = pathname.slice(SANDBOX_ROOT.length + 1).split("/");
      if (!(AUTHORITIES as readonly string[]).includes(authority)) return sendJson(res, 404, { error: "Unknown sandbox authority." });
      const known = authority as SandboxAuthority;
      if (req.method === "POST" && action === "PostData") return postData(req, res, known);
      if (req.method === "POST" && action === "invoices") return invoices(req, res, known);
      if (req.method === "POST" && action === "control") return control(req, res, known);
      return sendJson(res, 404, { error: "Not a sandbox operation." });
    },
  };
}
