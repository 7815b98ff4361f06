// Counting an audit's product while the tills keep selling. scanAuditLot records one lot's count: the books'
// quantity is read from the ledger at that moment, as committed then (a sale that committed first is in it, so a
// sale before the scan is never a shortage); a sale still in flight, and whatever the tills do after, moves the
// books and the shelf alike and leaves the outcome as it was. The scan never waits for a till: it locks the
// audit's own rows and the lot FOR KEY SHARE only (lotsForCount.ts). A refused scan changes nothing and says why.
// completeProductAudit counts every lot never scanned as found empty, at the books' quantity then, and sums up.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { AUDIT_SCAN_REFUSALS, scanAuditLotSchema } from "../../../common/schemas/audit";
import { toMoneyString } from "../../../common/money";
import { auditLots, auditProducts, audits } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { appError, badUserInput, conflict, parseInput } from "../../core/errors";
import { activityStatement, recordActivity } from "../../core/activity/recordActivity";
import { lockLotForCount, lotsForCount, unitsOnShelf, unitsPerPack, valueOfUnits, type LotForCount } from "../inventory";
import { assertCounting, lockAudit, lockAuditForScan, lockAuditProduct, type AuditHead, type AuditProductHead } from "./auditAccess";
import { outcomeOf, productFigures, unitsOff } from "./countRules";

const quantityMismatch = (message: string) => appError("QUANTITY_MISMATCH", message);

/** The scanned code's lot, of the product and at the audited location; BAD_USER_INPUT otherwise. */
async function scannedLot(scope: ServiceScope, audit: AuditHead, product: AuditProductHead, code: string): Promise<LotForCount> {
  const lot = await lockLotForCount(scope.tx, scope.tenantId, code);
  const refuse = (message: string) => badUserInput({ scannedLotActionId: message });
  if (!lot) throw refuse(AUDIT_SCAN_REFUSALS.noLot(code));
  if (lot.productId !== product.productId) throw refuse(AUDIT_SCAN_REFUSALS.otherProduct(code, product.productName, lot.productName));
  if (lot.status === "IN_TRANSFER") throw refuse(AUDIT_SCAN_REFUSALS.inTransit(code, lot.productName, lot.locationName));
  if (lot.locationId !== audit.locationId) throw refuse(AUDIT_SCAN_REFUSALS.elsewhere(code, lot.productName, lot.locationName));
  // off the shelf on the books until its write-off is decided: counted, it would come back as found stock
  if (lot.status === "IN_ADJUSTMENT") throw refuse(AUDIT_SCAN_REFUSALS.held(code, lot.productName));
  return lot;
}

/** Records one lot's count (Open: the loose units given; Box: a sealed pack); answers true. */
export async function scanAuditLot(scope: ServiceScope, raw: unknown): Promise<boolean> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(scanAuditLotSchema, raw);
  const { audit, product } = await lockAuditForScan(scope, input.auditId, input.productId);
  assertCounting(product);
  const code = input.scannedLotActionId;
  const lot = await scannedLot(scope, audit, product, code);
  const packUnits = unitsPerPack(lot);
  const scanType = input.quantity === null || input.quantity === undefined ? "BOX" : "OPEN";
  if (scanType === "OPEN" && (input.quantity ?? 0) > packUnits) throw badUserInput({ quantity: AUDIT_SCAN_REFUSALS.openAbovePack(packUnits) });
  const counted = scanType === "BOX" ? packUnits : (input.quantity ?? 0);

  const [row] = await tx
    .select({ id: auditLots.id, scanType: auditLots.scanType })
    .from(auditLots)
    .where(and(eq(auditLots.tenantId, tenantId), eq(auditLots.auditId, audit.id), eq(auditLots.lotId, lot.id)));
  if (row?.scanType === "BOX" && scanType === "BOX") throw conflict(AUDIT_SCAN_REFUSALS.boxTwice(code));
  const expected = unitsOnShelf(lot, audit.locationId);
  if (!input.force) {
    if (!row) throw quantityMismatch(AUDIT_SCAN_REFUSALS.unexpected(code, lot.productName));
    if (counted !== expected) throw quantityMismatch(AUDIT_SCAN_REFUSALS.mismatch(code, counted));
  }

  const status = outcomeOf(expected, counted);
  const count = {
    expectedQuantity: expected,
    actualQuantity: counted,
    scanType,
    status,
    differenceValue: toMoneyString(valueOfUnits(lot, unitsOff(expected, counted))),
    countedAt: sql`now()`,
    countedBy: auth.user.id,
  };
  const activity = { action: "SCAN", entity: "audit", entityId: audit.id, details: { actionId: lot.actionId, scanType, expected, counted, status, forced: input.force } };
  if (row) {
    // the count and its activity row in one statement (a round trip less on every scan)
    const update = tx.update(auditLots).set(count).where(and(eq(auditLots.tenantId, tenantId), eq(auditLots.id, row.id)));
    await tx.execute(sql`with a as (${activityStatement(scope, activity)}) ${update.getSQL()}`);
  } else {
    // a lot the audit did not expect (it came later): counted from now on
    await tx.insert(auditLots).values({ tenantId, id: randomUUID(), auditId: audit.id, auditProductId: product.id, lotId: lot.id, isExpected: false, ...count });
    await tx.update(auditProducts).set({ lotCount: sql`${auditProducts.lotCount} + 1` }).where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.id, product.id)));
    await recordActivity(scope, activity);
  }
  return true;
}

/** The product's count is done: every lot never scanned is counted empty, the figures summed, the product COMPLETED. */
export async function completeProductAudit(scope: ServiceScope, auditId: string, productId: string): Promise<string> {
  const { tx, tenantId, auth } = scope;
  const audit = await lockAudit(scope, auditId, "no key update");
  const product = await lockAuditProduct(scope, audit, productId);
  assertCounting(product);
  const rows = await tx
    .select({ id: auditLots.id, lotId: auditLots.lotId, status: auditLots.status, expected: auditLots.expectedQuantity, counted: auditLots.actualQuantity, differenceValue: auditLots.differenceValue })
    .from(auditLots)
    .where(and(eq(auditLots.tenantId, tenantId), eq(auditLots.auditProductId, product.id)));
  const unscanned = rows.filter((row) => row.status === "PENDING");
  const lots = await lotsForCount(tx, tenantId, unscanned.map((row) => row.lotId));
  const foundEmpty = unscanned.map((row) => {
    const lot = lots.get(row.lotId) as LotForCount;
    const expected = unitsOnShelf(lot, audit.locationId);
    return { id: row.id, expected, counted: 0, status: outcomeOf(expected, 0), differenceValue: toMoneyString(valueOfUnits(lot, expected)) };
  });
  if (foundEmpty.length > 0) {
    await tx.execute(sql`update ${auditLots} as a
      set expected_quantity = r.expected, actual_quantity = 0, status = r.status, difference_value = r.value, counted_at = now(), counted_by = ${auth.user.id}::uuid
      from jsonb_to_recordset(${JSON.stringify(foundEmpty.map((lot) => ({ id: lot.id, expected: lot.expected, status: lot.status, value: lot.differenceValue })))}::jsonb)
        as r(id uuid, expected integer, status text, value numeric)
      where a.tenant_id = ${tenantId}::uuid and a.id = r.id`);
  }
  const scanned = rows
    .filter((row) => row.status !== "PENDING")
    .map((row) => ({ status: outcomeOf(row.expected ?? 0, row.counted ?? 0), expected: row.expected ?? 0, counted: row.counted ?? 0, differenceValue: row.differenceValue }));
  const figures = productFigures([...scanned, ...foundEmpty]);
  await tx
    .update(auditProducts)
    .set({
      status: "COMPLETED",
      ...figures,
      shortValue: toMoneyString(figures.shortValue),
      excessValue: toMoneyString(figures.excessValue),
      completedAt: sql`now()`,
      completedBy: auth.user.id,
    })
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.id, product.id)));
  // the audit is COMPLETED once no product is left to count
  const [left] = await tx
    .select({ id: auditProducts.id })
    .from(auditProducts)
    .where(and(eq(auditProducts.tenantId, tenantId), eq(auditProducts.auditId, audit.id), sql`${auditProducts.status} <> 'COMPLETED'`))
    .limit(1);
  await tx
    .update(audits)
    .set({ status: left ? "IN_PROGRESS" : "COMPLETED", updatedAt: sql`now()`, updatedBy: auth.user.id })
    .where(and(eq(audits.tenantId, tenantId), eq(audits.id, audit.id)));
  await recordActivity(scope, { action: "COMPLETE_PRODUCT", entity: "audit", entityId: audit.id, details: { productId: product.productId, ...figures, shortValue: toMoneyString(figures.shortValue), excessValue: toMoneyString(figures.excessValue) } });
  return product.id;
}
