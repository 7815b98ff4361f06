// Reaching an audit to work on it: the tenant's audit at one of the user's locations (NOT_FOUND otherwise, as if
// it did not exist), locked for what the caller does, and one of its products locked for counting.
//
// Locks: a scan takes the audit FOR KEY SHARE and its product FOR UPDATE, starting and completing take the audit
// FOR NO KEY UPDATE (they write its status), closing takes it FOR UPDATE. So scans of different products run side
// by side, scans of one product queue, and a close waits for every scan in flight and is waited for by every
// later one, which then finds the audit closed. The lot a scan counts is locked last (after the audit rows), FOR
// KEY SHARE, which a till's lock does not conflict with; the tills lock only lots, so nothing waits in a circle.
import { and, eq, sql } from "drizzle-orm";
import { AUDIT_COMPLETED_PRODUCT_MESSAGE, AUDIT_SCAN_REFUSALS, type AuditProductStatus, type AuditStatus } from "../../../common/schemas/audit";
import { isUuid } from "../../../common/validation/uuid";
import { queryRows } from "../../db";
import { auditProducts, audits, products } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, conflict, notFound } from "../../core/errors";

export const AUDIT_NOT_FOUND_MESSAGE = "Audit not found.";

export interface AuditHead {
  id: string;
  secondaryId: string;
  locationId: string;
  status: AuditStatus;
}

export interface AuditProductHead {
  id: string;
  productId: string;
  productName: string;
  status: AuditProductStatus;
}

type AuditLock = "update" | "no key update" | "key share";

/** The audit, locked; NOT_FOUND outside the tenant or the user's locations, CONFLICT once closed (unless `closedToo`). */
export async function lockAudit(scope: ServiceScope, auditId: string, lock: AuditLock, options: { closedToo?: boolean } = {}): Promise<AuditHead> {
  if (!isUuid(auditId)) throw notFound(AUDIT_NOT_FOUND_MESSAGE);
  const [audit] = await scope.tx
    .select({ id: audits.id, secondaryId: audits.secondaryId, locationId: audits.locationId, status: audits.status })
    .from(audits)
    .where(and(eq(audits.tenantId, scope.tenantId), eq(audits.id, auditId)))
    .for(lock);
  if (!audit || !scope.auth.allowedLocationIds.includes(audit.locationId)) throw notFound(AUDIT_NOT_FOUND_MESSAGE);
  if (audit.status === "CLOSED" && !options.closedToo) throw conflict(AUDIT_SCAN_REFUSALS.closed(audit.secondaryId));
  return { ...audit, status: audit.status as AuditStatus };
}

/** The audit's product, locked FOR UPDATE; BAD_USER_INPUT when the audit does not count it. */
export async function lockAuditProduct(scope: ServiceScope, audit: AuditHead, productId: string): Promise<AuditProductHead> {
  const [row] = isUuid(productId)
    ? await scope.tx
        .select({ id: auditProducts.id, productId: auditProducts.productId, productName: products.name, status: auditProducts.status })
        .from(auditProducts)
        .innerJoin(products, and(eq(products.tenantId, auditProducts.tenantId), eq(products.id, auditProducts.productId)))
        .where(and(eq(auditProducts.tenantId, scope.tenantId), eq(auditProducts.auditId, audit.id), eq(auditProducts.productId, productId)))
        .for("update", { of: auditProducts })
    : [];
  if (!row) {
    const [product] = isUuid(productId) ? await scope.tx.select({ name: products.name }).from(products).where(and(eq(products.tenantId, scope.tenantId), eq(products.id, productId))) : [];
    throw badUserInput({ productId: AUDIT_SCAN_REFUSALS.notInAudit(product?.name ?? "This product", audit.secondaryId) });
  }
  return { ...row, status: row.status as AuditProductStatus };
}

/**
 * What a scan locks: the audit FOR KEY SHARE and its product FOR UPDATE, in one statement when both are there and
 * the audit is open at one of the user's locations; otherwise lockAudit and lockAuditProduct say what is wrong.
 */
export async function lockAuditForScan(scope: ServiceScope, auditId: string, productId: string): Promise<{ audit: AuditHead; product: AuditProductHead }> {
  type Row = { id: string; secondaryId: string; locationId: string; status: string; productRowId: string; productId: string; productName: string; productStatus: string };
  const [found] =
    isUuid(auditId) && isUuid(productId)
      ? await queryRows<Row>(
          scope.tx,
          sql`select a.id, a.secondary_id as "secondaryId", a.location_id as "locationId", a.status,
              ap.id as "productRowId", ap.product_id as "productId", p.name as "productName", ap.status as "productStatus"
            from ${audits} a
            join ${auditProducts} ap on ap.tenant_id = a.tenant_id and ap.audit_id = a.id and ap.product_id = ${productId}::uuid
            join ${products} p on p.tenant_id = ap.tenant_id and p.id = ap.product_id
            where a.tenant_id = ${scope.tenantId}::uuid and a.id = ${auditId}::uuid
            for key share of a for update of ap`,
        )
      : [];
  if (!found || found.status === "CLOSED" || !scope.auth.allowedLocationIds.includes(found.locationId)) {
    const audit = await lockAudit(scope, auditId, "key share");
    return { audit, product: await lockAuditProduct(scope, audit, productId) };
  }
  return {
    audit: { id: found.id, secondaryId: found.secondaryId, locationId: found.locationId, status: found.status as AuditStatus },
    product: { id: found.productRowId, productId: found.productId, productName: found.productName, status: found.productStatus as AuditProductStatus },
  };
}

/** The product is being counted: started and not completed. */
export function assertCounting(product: AuditProductHead): void {
  if (product.status === "COMPLETED") throw conflict(AUDIT_COMPLETED_PRODUCT_MESSAGE);
  if (product.status === "PENDING") throw conflict(AUDIT_SCAN_REFUSALS.notStarted(product.productName));
}
