// A lot being counted (README "Stock audits"): an audit of its location that is not closed counts its product.
// Such a lot reads IN_AUDIT, and the ledger treats it so (sold, returned to and transferred while counted; not
// returned to its vendor), but nothing is written to the lot when a count starts or ends: a count changes no
// quantity, place or status of the stock, and writing 20,000 lots and their ledger rows twice made an audit of a
// whole store take seconds. The stored status stays IN_INVENTORY (a lot stored IN_AUDIT is from before; migration
// 0032 released them).
import { sql, type SQL } from "drizzle-orm";
import { auditProducts, audits, productLots } from "../../db/schema";
import type { ProductLotStatus } from "./lotService";
import type { LotColumns } from "./sellableLots";

/** The audits (`ca`) of the lot's location that are not closed and count the lot's product: a FROM … WHERE. */
function countingAudits(lot: LotColumns): SQL {
  return sql`from ${audits} ca join ${auditProducts} cp on cp.tenant_id = ca.tenant_id and cp.audit_id = ca.id
    where ca.tenant_id = ${lot.tenantId} and ca.location_id = ${lot.locationId} and ca.status <> 'CLOSED' and cp.product_id = ${lot.productId}`;
}

/** Whether an audit of the lot's location that is not closed counts the lot's product. */
export function underCount(lot: LotColumns = productLots): SQL<boolean> {
  return sql<boolean>`exists (select 1 ${countingAudits(lot)})`;
}

/**
 * The number of the audit of the lot's location, not closed, that counts the lot's product (whatever the lot's
 * status: an empty lot found full is counted too), or null.
 */
export function countingAuditOf(lot: LotColumns = productLots): SQL<string | null> {
  return sql<string | null>`(select ca.secondary_id ${countingAudits(lot)} limit 1)`;
}

/** The lot's status as the stock sees it: IN_INVENTORY reads IN_AUDIT while the lot is being counted. */
export function lotStatus(lot: LotColumns = productLots): SQL<string> {
  return sql<string>`(case when ${lot.status} = 'IN_INVENTORY' and ${underCount(lot)} then 'IN_AUDIT' else ${lot.status} end)`;
}

/** The status a lot is stored with: a count's IN_AUDIT is read, never stored. */
export function storedStatus(status: ProductLotStatus): ProductLotStatus {
  return status === "IN_AUDIT" ? "IN_INVENTORY" : status;
}
