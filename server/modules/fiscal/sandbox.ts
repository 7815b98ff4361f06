// THE SANDBOX tax authority: a stand-in for FBR's and SRB's PostData that speaks the same request and answer
// (Code "100" and a fiscal number; validation errors; outages and timeouts on demand), served by this server at
// /sandbox/fiscal/{fbr,srb} when FISCAL_SANDBOX is on (never in production by default). Tests and the demo
// tenant post to it; nothing it answers is a real fiscal number.
//   POST …/PostData                       an invoice (Authorization: Bearer <token>)
//   POST …/control { posId, mode, count }  mode "ok" | "down" (503) | "timeout" (no answer) | "reject" (Code 401)
//                                          for `count` invoices of that POS after the plans already queued (all
//                                          of them without count); "ok" without count clears the POS's plans
//   GET  …/invoices?usin=                  what the sandbox received for a USIN (tests count duplicates)
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";

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

interface Received {
  requests: number;
  invoiceNumber: string | null;
  invoiceType: number | null;
  refUsin: string | null;
}

interface Plan {
  mode: Mode;
  /** Invoices left under this mode; null: until changed. */
  left: number | null;
}

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

const controlSchema = z.object({ posId: z.union([z.string(), z.number()]).transform(String), mode: z.enum(MODES), count: z.number().int().positive().optional() });

export interface FiscalSandbox {
  /** Answers a request under SANDBOX_ROOT. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
}

export function createFiscalSandbox(): FiscalSandbox {
  const plans = new Map<string, Plan[]>();
  const received = new Map<string, Received>();
  let sequence = 0;

  /** The mode for this POS's next invoice (counted plans run out in turn, then "ok"). */
  function nextMode(posId: string): Mode {
    const queue = plans.get(posId) ?? [];
    const plan = queue[0];
    if (!plan) return "ok";
    if (plan.left !== null) {
      plan.left -= 1;
      if (plan.left <= 0) queue.shift();
    }
    return plan.mode;
  }

  /** Shaped like FBR's (POS ID, time, sequence) but marked SBX, so a sandbox number on paper is never taken for a real one. */
  function fiscalNumber(posId: number): string {
    sequence = (sequence + 1) % 10_000;
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(2, 14);
    return `SBX${posId}${stamp}${String(sequence).padStart(4, "0")}`;
  }

  async function postData(req: IncomingMessage, res: ServerResponse, authority: string): Promise<void> {
    const body = parseJson(await readBody(req));
    const token = /^Bearer\s+(\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    const parsed = invoiceSchema.safeParse(body);
    const posId = parsed.success ? String(parsed.data.POSID) : "";
    const usinKey = parsed.success ? `${authority}:${posId}:${parsed.data.USIN}` : "";
    if (parsed.success) {
      const entry = received.get(usinKey) ?? { requests: 0, invoiceNumber: null, invoiceType: parsed.data.InvoiceType, refUsin: parsed.data.RefUSIN ?? null };
      entry.requests += 1;
      received.set(usinKey, entry);
    }
    const mode = parsed.success ? nextMode(posId) : "ok";
    if (mode === "down") return sendJson(res, 503, { Response: "SANDBOX: the authority is down (simulated outage)." });
    if (mode === "timeout") {
      const hold = setTimeout(() => sendJson(res, 504, { Response: "SANDBOX: simulated timeout." }), HOLD_MS);
      res.on("close", () => clearTimeout(hold));
      return;
    }
    if (!token) return sendJson(res, 401, { InvoiceNumber: "Not Available", Code: "401", Response: "Unauthorized: bearer token missing.", Errors: null });
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
      return sendJson(res, 200, { InvoiceNumber: "Not Available", Code: "400", Response: "Invalid invoice.", Errors: errors });
    }
    if (mode === "reject") return sendJson(res, 200, { InvoiceNumber: "Not Available", Code: "401", Response: `POSID ${posId} is not registered (SANDBOX rejection).`, Errors: null });
    const entry = received.get(usinKey) as Received;
    // the same USIN answers the same number: a retried post never makes a second invoice
    entry.invoiceNumber ??= fiscalNumber(parsed.data.POSID);
    return sendJson(res, 200, { InvoiceNumber: entry.invoiceNumber, Code: "100", Response: "Invoice received successfully (SANDBOX).", Errors: null });
  }

  async function control(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const parsed = controlSchema.safeParse(parseJson(await readBody(req)));
    if (!parsed.success) return sendJson(res, 400, { error: "Send { posId, mode: ok|down|timeout|reject, count? }." });
    const { posId, mode, count } = parsed.data;
    if (mode === "ok" && count === undefined) plans.delete(posId);
    else plans.set(posId, [...(plans.get(posId) ?? []), { mode, left: count ?? null }]);
    return sendJson(res, 200, { posId, mode, count: count ?? null });
  }

  return {
    async handle(req, res, pathname) {
      const [authority, action] = pathname.slice(SANDBOX_ROOT.length + 1).split("/");
      if (!(AUTHORITIES as readonly string[]).includes(authority)) return sendJson(res, 404, { error: "Unknown sandbox authority." });
      if (req.method === "POST" && action === "PostData") return postData(req, res, authority);
      if (req.method === "POST" && action === "control") return control(req, res);
      if (req.method === "GET" && action === "invoices") {
        const usin = new URL(req.url ?? "/", "http://localhost").searchParams.get("usin") ?? "";
        const matches = [...received.entries()].filter(([key]) => key.startsWith(`${authority}:`) && key.endsWith(`:${usin}`)).map(([, entry]) => entry);
        return sendJson(res, 200, { usin, received: matches.reduce((sum, entry) => sum + entry.requests, 0), invoices: matches });
      }
      return sendJson(res, 404, { error: "Not a sandbox operation." });
    },
  };
}
