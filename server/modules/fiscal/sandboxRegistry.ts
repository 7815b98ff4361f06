// Who the SANDBOX authority knows, and what it received. Its registrations are our integrations themselves: a
// posting is accepted only with the POS ID and access token one integration holds (as FBR accepts a POS only
// with the token it issued for it), and everything the sandbox keeps or answers belongs to that integration.
// Its invoices live in PostgreSQL (fiscal_sandbox_invoices, read as the owner): nothing grows in memory, and the
// row's id makes each number unique across server processes.
import { timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../../db";
import { fiscalSandboxInvoices, integrations } from "../../db/schema";
import type { SecretBox } from "../../core/secretBox";
import { secretBinding } from "../integrations";

export type SandboxAuthority = "fbr" | "srb";

export interface Registration {
  tenantId: string;
  integrationId: string;
}

const typeOf = (authority: SandboxAuthority) => (authority === "fbr" ? "FBR" : "SRB");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

function openOrNull(secrets: SecretBox, sealed: string, boundTo: string): string | null {
  try {
    return secrets.open(sealed, boundTo);
  } catch {
    return null;
  }
}

interface SealedIntegration {
  tenantId: string;
  id: string;
  accessTokenSecret: string;
  posIdSecret: string;
}

/** The integrations of this authority (of one tenant, or all as the owner), oldest first. */
async function integrationsOf(db: Database | Tx, authority: SandboxAuthority, tenantId?: string): Promise<SealedIntegration[]> {
  return db
    .select({ tenantId: integrations.tenantId, id: integrations.id, accessTokenSecret: integrations.accessTokenSecret, posIdSecret: integrations.posIdSecret })
    .from(integrations)
    .where(and(eq(integrations.type, typeOf(authority)), tenantId ? eq(integrations.tenantId, tenantId) : undefined))
    .orderBy(integrations.createdAt, integrations.id);
}

const posIdOf = (secrets: SecretBox, row: SealedIntegration) => openOrNull(secrets, row.posIdSecret, secretBinding(row.tenantId, row.id, "posId"));

/** PostData carries POSID as a number: "007" is typed, 7 arrives. */
const samePosId = (stored: string, posted: string) => sameText(stored.replace(/^0+(?=\d)/, ""), posted.replace(/^0+(?=\d)/, ""));

/**
 * The integration whose POS ID and access token these are; null when none holds both. A sandbox runs only
 * outside production, on a handful of integrations: each box is opened here (none of them is stored in clear).
 */
export async function findRegistration(db: Database, secrets: SecretBox, authority: SandboxAuthority, posId: string, token: string): Promise<Registration | null> {
  for (const row of await integrationsOf(db, authority)) {
    const rowPosId = posIdOf(secrets, row);
    if (rowPosId === null || !samePosId(rowPosId, posId)) continue;
    const rowToken = openOrNull(secrets, row.accessTokenSecret, secretBinding(row.tenantId, row.id, "accessToken"));
    if (rowToken !== null && rowToken !== "" && sameText(rowToken, token)) return { tenantId: row.tenantId, integrationId: row.id };
  }
  return null;
}

/** The tenant's integrations of this authority that hold this POS ID (the control endpoint's check). */
export async function integrationsWithPosId(tx: Tx, secrets: SecretBox, authority: SandboxAuthority, tenantId: string, posId: string): Promise<string[]> {
  const rows = await integrationsOf(tx, authority, tenantId);
  return rows.filter((row) => {
    const rowPosId = posIdOf(secrets, row);
    return rowPosId !== null && samePosId(rowPosId, posId);
  }).map((row) => row.id);
}

export interface SandboxInvoice {
  requests: number;
  invoiceNumber: string | null;
  invoiceType: number;
  refUsin: string | null;
}

const invoiceColumns = {
  id: fiscalSandboxInvoices.id,
  requests: fiscalSandboxInvoices.requests,
  invoiceNumber: fiscalSandboxInvoices.invoiceNumber,
  invoiceType: fiscalSandboxInvoices.invoiceType,
  refUsin: fiscalSandboxInvoices.refUsin,
};

/** Counts one more request for this USIN of the registration (the first one makes the row). */
export async function countRequest(
  db: Database,
  authority: SandboxAuthority,
  registration: Registration,
  invoice: { usin: string; invoiceType: number; refUsin: string | null },
): Promise<{ id: number } & SandboxInvoice> {
  const [row] = await db
    .insert(fiscalSandboxInvoices)
    .values({ authority, integrationTenantId: registration.tenantId, integrationId: registration.integrationId, usin: invoice.usin, invoiceType: invoice.invoiceType, refUsin: invoice.refUsin })
    .onConflictDoUpdate({
      target: [fiscalSandboxInvoices.authority, fiscalSandboxInvoices.integrationId, fiscalSandboxInvoices.usin],
      set: { requests: sql`${fiscalSandboxInvoices.requests} + 1` },
    })
    .returning(invoiceColumns);
  return row;
}

/**
 * The USIN's fiscal number, made on its first success and the same on every retry. Shaped like FBR's (time,
 * then a sequence) but marked SBX, so a sandbox number on paper is never taken for a real one; it carries
 * neither the POS ID nor anything else of the registration, and the row's id makes it unique.
 */
export async function issueNumber(db: Database, id: number): Promise<string> {
  const stamp = sql`to_char(now() at time zone 'Asia/Karachi', 'YYMMDDHH24MISS')`;
  const [row] = await db
    .update(fiscalSandboxInvoices)
    // at least 6 digits of the id, never fewer: lpad alone cuts a longer id to 6 (ids 1234560…1234569 all read 123456)
    .set({ invoiceNumber: sql`coalesce(${fiscalSandboxInvoices.invoiceNumber}, 'SBX' || ${stamp} || lpad(${fiscalSandboxInvoices.id}::text, greatest(6, length(${fiscalSandboxInvoices.id}::text)), '0'))` })
    .where(eq(fiscalSandboxInvoices.id, id))
    .returning({ invoiceNumber: fiscalSandboxInvoices.invoiceNumber });
  return row.invoiceNumber as string;
}

/** What the registration's posts of this USIN made (nothing of any other registration). */
export async function invoicesOf(db: Database, authority: SandboxAuthority, registration: Registration, usin: string): Promise<SandboxInvoice[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(fiscalSandboxInvoices)
    .where(and(eq(fiscalSandboxInvoices.authority, authority), eq(fiscalSandboxInvoices.integrationId, registration.integrationId), eq(fiscalSandboxInvoices.usin, usin)));
  return rows.map(({ id: _id, ...row }) => row);
}
