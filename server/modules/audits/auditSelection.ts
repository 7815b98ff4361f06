// Which products an audit counts (the create-audit wizard's types): every product with stock at the location
// (ALL), a percentage of them ranked by the units sold there in the last 90 days (HIGH_SELLING, LOW_SELLING) or
// drawn at random (RANDOM), or the products named (SPECIFIC_PRODUCT). A product already counted by an audit of
// the location that is not closed is left out (named products are refused): one audit holds a lot at a time. So is
// a product with an adjustment still to be decided on a lot it has on the shelf (inventory's
// productsWithUndecidedLines): counted now, the same units would be adjusted twice.
import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AUDIT_SALES_DAYS, productsToAudit, type CreateAuditInput } from "../../../common/schemas/audit";
import { queryRows, type Tx } from "../../db";
import { auditProducts, audits, products } from "../../db/schema";
import { badUserInput, conflict } from "../../core/errors";
import { inStock, lotsAs, notEmpty, productsWithUndecidedLines } from "../inventory";
import { unitsSoldAt } from "../sales";

export type AuditCandidate = {
  productId: string;
  name: string;
};

const NOTHING_TO_AUDIT_MESSAGE = "There is no stock to audit at this location.";
const NOTHING_LEFT_TO_AUDIT_MESSAGE =
  "Every product with stock at this location is already being counted in an open audit, or has an adjustment pending: close that audit or decide the adjustment first.";

const lot = lotsAs("l");

/** The products with stock (lots in stock holding units, expired ones included) at the location, by name. */
async function productsWithStock(tx: Tx, tenantId: string, locationId: string, only?: readonly string[]): Promise<AuditCandidate[]> {
  return queryRows<AuditCandidate>(
    tx,
    sql`select p.id as "productId", p.name
      from products p
      where p.tenant_id = ${tenantId}::uuid ${only ? sql`and p.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(only)}::jsonb))` : sql``}
        and exists (select 1 from product_lots l where l.tenant_id = p.tenant_id and l.location_id = ${locationId}::uuid and l.product_id = p.id and ${inStock(lot)} and ${notEmpty(lot)})
      order by p.name, p.id`,
  );
}

/** The products an audit of the location that is not closed is counting, with that audit's number. */
async function productsBeingAudited(tx: Tx, tenantId: string, locationId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ productId: auditProducts.productId, secondaryId: audits.secondaryId })
    .from(auditProducts)
    .innerJoin(audits, and(eq(audits.tenantId, auditProducts.tenantId), eq(audits.id, auditProducts.auditId)))
    .where(and(eq(audits.tenantId, tenantId), eq(audits.locationId, locationId), sql`${audits.status} <> 'CLOSED'`));
  return new Map(rows.map((row) => [row.productId, row.secondaryId]));
}

/** Why a product cannot be counted now (another audit counts it, an adjustment of it is undecided), or none. */
interface Unavailable {
  counted: Map<string, string>;
  undecided: Map<string, string>;
}

const isAvailable = (unavailable: Unavailable, productId: string) => !unavailable.counted.has(productId) && !unavailable.undecided.has(productId);

function unavailableMessage(product: { id: string; name: string }, unavailable: Unavailable): string {
  const audit = unavailable.counted.get(product.id);
  if (audit) return `${product.name} is already being counted in audit ${audit}.`;
  return `${product.name} has adjustment ${unavailable.undecided.get(product.id)} still pending: approve or reject it before counting ${product.name}.`;
}

/** The named products, each of the tenant, with stock at the location and available to count; else refused naming them. */
async function namedProducts(tx: Tx, tenantId: string, locationId: string, productIds: readonly string[], unavailable: Unavailable): Promise<AuditCandidate[]> {
  const known = await tx.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.tenantId, tenantId), inArray(products.id, [...productIds])));
  if (known.length !== productIds.length) throw badUserInput({ productIds: "Some of these products are not products of this company." });
  const taken = known.filter((product) => !isAvailable(unavailable, product.id));
  if (taken.length > 0) throw conflict(taken.map((product) => unavailableMessage(product, unavailable)).join(" "));
  const stocked = await productsWithStock(tx, tenantId, locationId, productIds);
  const stockedIds = new Set(stocked.map((product) => product.productId));
  const empty = known.filter((product) => !stockedIds.has(product.id));
  if (empty.length > 0) throw badUserInput({ productIds: `${empty.map((product) => product.name).join(", ")}: no stock at this location to audit.` });
  return stocked;
}

/** `count` of the products drawn at random. */
function drawn(candidates: readonly AuditCandidate[], count: number): AuditCandidate[] {
  const pool = [...candidates];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, count);
}

/** The products by units sold at the location (most first for HIGH_SELLING, fewest first otherwise; then by name), `count` of them. */
async function ranked(tx: Tx, tenantId: string, locationId: string, candidates: readonly AuditCandidate[], count: number, highest: boolean): Promise<AuditCandidate[]> {
  const sold = await unitsSoldAt(tx, tenantId, locationId, candidates.map((candidate) => candidate.productId), AUDIT_SALES_DAYS);
  const units = (candidate: AuditCandidate) => sold.get(candidate.productId) ?? 0;
  // candidates come by name: a stable sort keeps that order among equal sellers
  return [...candidates].sort((a, b) => (highest ? units(b) - units(a) : units(a) - units(b))).slice(0, count);
}

/** The products the audit will count, by name; BAD_USER_INPUT when there are none. */
export async function chooseAuditProducts(tx: Tx, tenantId: string, input: CreateAuditInput): Promise<AuditCandidate[]> {
  const unavailable = { counted: await productsBeingAudited(tx, tenantId, input.locationId), undecided: await productsWithUndecidedLines(tx, tenantId, input.locationId) };
  if (input.selectionType === "SPECIFIC_PRODUCT") return namedProducts(tx, tenantId, input.locationId, input.productIds, unavailable);
  const stocked = await productsWithStock(tx, tenantId, input.locationId);
  if (stocked.length === 0) throw badUserInput({ locationId: NOTHING_TO_AUDIT_MESSAGE });
  const candidates = stocked.filter((candidate) => isAvailable(unavailable, candidate.productId));
  if (candidates.length === 0) throw conflict(NOTHING_LEFT_TO_AUDIT_MESSAGE);
  if (input.selectionType === "ALL") return candidates;
  const count = productsToAudit(candidates.length, input.percentage ?? 0);
  const chosen =
    input.selectionType === "RANDOM"
      ? drawn(candidates, count)
      : await ranked(tx, tenantId, input.locationId, candidates, count, input.selectionType === "HIGH_SELLING");
  return chosen.sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
}
