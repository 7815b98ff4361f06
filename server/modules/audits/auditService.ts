// An audit's life: createAudit (the chosen products' lots at the location read IN_AUDIT from then on; its lots are
// recorded in three statements however many, nothing is written to the lots), startAudit (a product PENDING →
// IN_PROGRESS; the audit too on its first), closeAudit (refused while a product is being counted; its lots read
// IN_INVENTORY again, and one PENDING adjustment of the short and excess lots is made in the same transaction).
// Counting is countService.ts.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AUDIT_COMPLETED_PRODUCT_MESSAGE, auditClosureReasonSchema, createAuditSchema } from "../../../common/schemas/audit";
import { SECONDARY_IDS, nextSecondaryId, queryRows, uuidArray } from "../../db";
import { auditLots, auditProducts, audits, products } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, conflict, parseInput } from "../../core/errors";
import { lockTenantWrites } from "../../core/writeLocks";
import { recordActivity } from "../../core/activity/recordActivity";
import { createAuditAdjustment, type AuditAdjustmentLine } from "../adjustments";
import { inStock, lotsAs, notEmpty } from "../inventory";
import { lockAudit, lockAuditProduct } from "./auditAccess";
import { chooseAuditProducts } from "./auditSelection";

const lot = lotsAs("l");

/** Creates the audit of the products the wizard's type chooses at the location; answers its id. */
export async function createAudit(scope: ServiceScope, raw: unknown): Promise<string> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(createAuditSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  // two audits created at once at one location must not both take a product
  await lockTenantWrites(tx, tenantId, `audit:${input.locationId}`);
  const chosen = await chooseAuditProducts(tx, tenantId, input);
  // the audit's snapshot: the chosen products' lots in stock holding units, counted per product
  const chosenIds = uuidArray(chosen.map((product) => product.productId));
  const lotCounts = await queryRows<{ productId: string; lots: number }>(
    tx,
    sql`select l.product_id as "productId", count(*)::int as lots from product_lots l
      where l.tenant_id = ${tenantId}::uuid and l.location_id = ${input.locationId}::uuid and ${inStock(lot)} and ${notEmpty(lot)} and l.product_id = any(${chosenIds})
      group by l.product_id`,
  );
  const lotsOf = new Map(lotCounts.map((row) => [row.productId, row.lots]));
  const counted = chosen.filter((product) => lotsOf.has(product.productId));
  if (counted.length === 0) throw badUserInput({ locationId: "There is no stock to audit at this location." });
  const id = randomUUID();
  const { counter, prefix } = SECONDARY_IDS.audit;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const lotCount = counted.reduce((sum, product) => sum + (lotsOf.get(product.productId) ?? 0), 0);
  await tx.insert(audits).values({
    tenantId,
    id,
    secondaryId,
    locationId: input.locationId,
    type: input.selectionType,
    percentage: input.percentage,
    status: "PENDING",
    itemCount: counted.length,
    lotCount,
    createdBy: auth.user.id,
    updatedBy: auth.user.id,
  });
  const productRows = counted.map((product) => ({ id: randomUUID(), product_id: product.productId, lot_count: lotsOf.get(product.productId) ?? 0 }));
  await tx.execute(sql`insert into ${auditProducts} (tenant_id, id, audit_id, product_id, status, lot_count)
    select ${tenantId}::uuid, r.id, ${id}::uuid, r.product_id, 'PENDING', r.lot_count
    from jsonb_to_recordset(${JSON.stringify(productRows)}::jsonb) as r(id uuid, product_id uuid, lot_count integer)`);
  // from here the products' lots read IN_AUDIT (inventory's countHolds): nothing is written to them
  await tx.execute(sql`insert into ${auditLots} (tenant_id, audit_id, audit_product_id, lot_id)
    select ${tenantId}::uuid, ${id}::uuid, p.id, l.id
    from ${auditProducts} p join product_lots l on l.tenant_id = p.tenant_id and l.product_id = p.product_id
    where p.tenant_id = ${tenantId}::uuid and p.audit_id = ${id}::uuid
      and l.location_id = ${input.locationId}::uuid and ${inStock(lot)} and ${notEmpty(lot)}`);
  await recordActivity(scope, { action: "CREATE", entity: "audit", entityId: id, details: { secondaryId, type: input.selectionType, locationId: input.locationId, products: counted.length, lots: lotCount } });
  return id;
}

/** The product's count starts (PENDING → IN_PROGRESS; already in progress: nothing to do); answers true. */
export async function startAudit(scope: ServiceScope, auditId: string, productId: string): Promise<boolean> {
  const { tx, tenantId, auth } = scope;
  const audit = await lockAudit(scope, auditId, "no key update");
  const product = await lockAuditProduct(scope, audit, productId);
  if (product.status === "COMPLETED") throw conflict(AUDIT_COMPLETED_PRODUCT_MESSAGE);
  if (product.status === "IN_PROGRESS") return true;
  await tx
    .update(auditProducts)
    .set({ status: "IN_PROGRESS", startedAt: sql`now()`, startedBy: auth.user.id })
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.id, product.id)));
  await tx
    .update(audits)
    .set({ status: "IN_PROGRESS", updatedAt: sql`now()`, updatedBy: auth.user.id })
    .where(and(eq(audits.tenantId, tenantId), eq(audits.id, audit.id)));
  await recordActivity(scope, { action: "START_PRODUCT", entity: "audit", entityId: audit.id, details: { productId: product.productId } });
  return true;
}

const closeWhileCountingMessage = (names: readonly string[]) =>
  `Close Audit waits until no product is in progress: complete ${names.join(", ")} first.`;

/** The short and excess lots of the audit's completed products, as adjustment lines. */
async function discrepancies(scope: ServiceScope, auditId: string): Promise<AuditAdjustmentLine[]> {
  const rows = await scope.tx
    .select({ lotId: auditLots.lotId, productId: auditProducts.productId, status: auditLots.status, expected: auditLots.expectedQuantity, counted: auditLots.actualQuantity })
    .from(auditLots)
    .innerJoin(auditProducts, and(eq(auditProducts.tenantId, auditLots.tenantId), eq(auditProducts.id, auditLots.auditProductId)))
    .where(and(eq(auditLots.tenantId, scope.tenantId), eq(auditLots.auditId, auditId), eq(auditProducts.status, "COMPLETED"), sql`${auditLots.status} in ('SHORT', 'EXCESS')`))
    .orderBy(auditLots.lotId);
  return rows.map((row) => ({
    lotId: row.lotId,
    productId: row.productId,
    kind: row.status === "SHORT" ? "SHORT" : "EXCESS",
    quantity: Math.abs((row.counted ?? 0) - (row.expected ?? 0)),
  }));
}

/** Closes the audit with its reason; answers true. */
export async function closeAudit(scope: ServiceScope, auditId: string, rawReason: unknown): Promise<boolean> {
  const { tx, tenantId, auth } = scope;
  const closureReason = parseInput(auditClosureReasonSchema, rawReason, "closureReason");
  const audit = await lockAudit(scope, auditId, "update");
  const counting = await tx
    .select({ name: products.name })
    .from(auditProducts)
    .innerJoin(products, and(eq(products.tenantId, auditProducts.tenantId), eq(products.id, auditProducts.productId)))
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.auditId, audit.id), eq(auditProducts.status, "IN_PROGRESS")))
    .orderBy(products.name);
  if (counting.length > 0) throw conflict(closeWhileCountingMessage(counting.map((row) => row.name)));
  // closed, the audit no longer holds its lots: they read IN_INVENTORY again (inventory's countHolds)
  const lines = await discrepancies(scope, audit.id);
  const adjustment = lines.length > 0 ? await createAuditAdjustment(tx, scope, { auditId: audit.id, locationId: audit.locationId, lines }) : null;
  await tx
    .update(audits)
    .set({ status: "CLOSED", closureReason, adjustmentId: adjustment?.adjustmentId ?? null, closedAt: sql`now()`, closedBy: auth.user.id, updatedAt: sql`now()`, updatedBy: auth.user.id })
    .where(and(eq(audits.tenantId, tenantId), eq(audits.id, audit.id)));
  await recordActivity(scope, { action: "CLOSE", entity: "audit", entityId: audit.id, details: { closureReason, adjustmentId: adjustment?.adjustmentId ?? null, lines: lines.length } });
  return true;
}
