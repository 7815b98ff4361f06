// The tax authorities behind one interface: post an invoice, answer what came back. FBR and SRB take the same
// PostData JSON here (SRB's own field names would be a second builder behind the same `post`). A network
// failure or timeout is an `error` (retried with the same USIN); an answer whose Code is not "100" is `rejected`
// (kept, shown, retried by hand).
import type { IntegrationType } from "../../../common/schemas/integration";
import type { FbrInvoice } from "./fbrInvoice";

export interface AuthorityCredentials {
  baseUrl: string;
  accessToken: string;
  timeoutMs: number;
}

export type PostOutcome =
  | { kind: "posted"; invoiceNumber: string; httpStatus: number; code: string; message: string }
  | { kind: "rejected"; httpStatus: number; code: string | null; message: string }
  | { kind: "error"; httpStatus: number | null; message: string };

/** The authority's answer (FBR's field names). */
interface AuthorityAnswer {
  InvoiceNumber?: unknown;
  Code?: unknown;
  Response?: unknown;
  Errors?: unknown;
}

const SUCCESS_CODE = "100";
const MESSAGE_MAX = 500;

const text = (value: unknown): string => (typeof value === "string" ? value : value === null || value === undefined ? "" : JSON.stringify(value));
const clip = (value: string) => (value.length > MESSAGE_MAX ? `${value.slice(0, MESSAGE_MAX)}…` : value);

function readAnswer(httpStatus: number, body: string): PostOutcome {
  let answer: AuthorityAnswer;
  try {
    answer = JSON.parse(body) as AuthorityAnswer;
  } catch {
    // a proxy's error page or an outage: nothing the authority decided, so it is retried
    return { kind: "error", httpStatus, message: clip(`HTTP ${httpStatus}: ${body.trim() || "no answer"}`) };
  }
  if (typeof answer !== "object" || answer === null) return { kind: "error", httpStatus, message: `HTTP ${httpStatus}: unreadable answer` };
  const code = text(answer.Code);
  const invoiceNumber = text(answer.InvoiceNumber).trim();
  if (httpStatus >= 500) return { kind: "error", httpStatus, message: clip(`HTTP ${httpStatus}: ${text(answer.Response) || "server error"}`) };
  if (code === SUCCESS_CODE && invoiceNumber && invoiceNumber !== "Not Available") {
    return { kind: "posted", invoiceNumber, httpStatus, code, message: text(answer.Response) };
  }
  const errors = text(answer.Errors);
  const message = [text(answer.Response), errors].filter((part) => part !== "").join(" ") || `HTTP ${httpStatus} without a fiscal number`;
  return { kind: "rejected", httpStatus, code: code || null, message: clip(message) };
}

export async function postInvoice(type: IntegrationType, invoice: FbrInvoice, credentials: AuthorityCredentials): Promise<PostOutcome> {
  const url = `${credentials.baseUrl}/PostData`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${credentials.accessToken}` },
      body: JSON.stringify(invoice),
      signal: AbortSignal.timeout(credentials.timeoutMs),
      redirect: "error",
    });
    return readAnswer(response.status, await response.text());
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    const reason = timedOut ? `no answer within ${credentials.timeoutMs} ms` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { kind: "error", httpStatus: null, message: clip(`${type} unreachable: ${reason}`) };
  }
}
