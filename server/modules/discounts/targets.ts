// What a discount applies to (discount_targets): categories, customers, products, tags and locations of the
// tenant, checked when saved, replaced as a whole on update, and read with their names for a page of discounts in
// one statement.
import { sql, type SQL } from "drizzle-orm";
import type { DiscountTargetType } from "../../../common/pricing/discountRules";
import { DISCOUNT_EVERY_LOCATION_MESSAGE, discountAppliesElsewhereMessage, discountLocationsOutsideMessage, type DiscountInput } from "../../../common/schemas/discount";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { queryRows, uuidArray, type Tx } from "../../db";
import { requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput, forbidden } from "../../core/errors";

export interface DiscountTarget {
  id: string;
  name: string;
}

export type DiscountTargets = Record<DiscountTargetType, DiscountTarget[]>;

/** Each kind: the input field that names it, its table, and the words of its refusal. */
const KINDS: readonly { type: DiscountTargetType; field: "categoryIds" | "customerIds" | "productIds" | "tagIds" | "locationIds"; table: SQL; words: string }[] = [
  { type: "CATEGORY", field: "categoryIds", table: sql.raw("categories"), words: "categories" },
  { type: "CUSTOMER", field: "customerIds", table: sql.raw("customers"), words: "customers" },
  { type: "PRODUCT", field: "productIds", table: sql.raw("products"), words: "products" },
  { type: "TAG", field: "tagIds", table: sql.raw("tags"), words: "tags" },
  { type: "LOCATION", field: "locationIds", table: sql.raw("locations"), words: "locations" },
];


/** BAD_USER_INPUT naming each list with an id that is not the tenant's (one statement). */
export async function assertTargets(tx: Tx, tenantId: string, input: DiscountInput): Promise<void> {
  const asked = KINDS.filter((kind) => input[kind.field].length > 0);
  if (asked.length === 0) return;
  const counts = sql.join(
    asked.map((kind) => sql`select ${kind.field}::text as field, count(*)::int as found from ${kind.table} where tenant_id = ${tenantId}::uuid and id = any(${uuidArray(input[kind.field])})`),
    sql` union all `,
  );
  const rows = await queryRows<{ field: string; found: number }>(tx, counts);
  const errors: FieldErrors = {};
  for (const kind of asked) {
    const found = rows.find((row) => row.field === kind.field)?.found ?? 0;
    if (found !== input[kind.field].length) errors[kind.field] = `Some selected ${kind.words} were not found.`;
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

/**
 * A discount applies only where its author works: each named location must be one of theirs (BAD_USER_INPUT naming
 * locationIds), and naming none (every location) needs someone who works at every active location. On update, the
 * discount as it stands must also apply only where the author works (FORBIDDEN): a store's manager does not change
 * a discount of the whole chain or of another store.
 */
export async function assertAuthorLocations(scope: ServiceScope, locationIds: readonly string[], existingId?: string): Promise<void> {
  const { tx, tenantId } = scope;
  // read in this transaction (not the session's cached list): a store added a moment ago counts at once
  const active = await queryRows<{ id: string; mine: boolean }>(
    tx,
    sql`select l.id, exists (select 1 from user_locations u where u.tenant_id = l.tenant_id and u.location_id = l.id and u.user_id = ${requireAuth(scope).user.id}::uuid) as mine
      from locations l where l.tenant_id = ${tenantId}::uuid and l.status = 'ACTIVE'`,
  );
  const allowed = new Set(active.filter((location) => location.mine).map((location) => location.id));
  const everywhere = active.every((location) => location.mine);
  if (existingId) {
    const current = await queryRows<{ id: string; name: string }>(
      tx,
      sql`select l.id, l.name from discount_targets t join locations l on l.tenant_id = t.tenant_id and l.id = t.target_id
        where t.tenant_id = ${tenantId}::uuid and t.discount_id = ${existingId}::uuid and t.target_type = 'LOCATION' order by l.name`,
    );
    const outside = current.filter((location) => !allowed.has(location.id));
    if (current.length === 0 && !everywhere) throw forbidden(discountAppliesElsewhereMessage("every location"));
    if (outside.length > 0) throw forbidden(discountAppliesElsewhereMessage(outside.map((location) => location.name).join(", ")));
  }
  if (locationIds.length === 0) {
    if (!everywhere) throw badUserInput({ locationIds: DISCOUNT_EVERY_LOCATION_MESSAGE });
    return;
  }
  const outside = locationIds.filter((id) => !allowed.has(id));
  if (outside.length === 0) return;
  const named = await queryRows<{ name: string }>(tx, sql`select name from locations where tenant_id = ${tenantId}::uuid and id = any(${uuidArray(outside)}) order by name`);
  // an id that is no location of the tenant is assertTargets' "not found"
  if (named.length === 0) return;
  throw badUserInput({ locationIds: discountLocationsOutsideMessage(named.map((location) => location.name).join(", ")) });
}

/** The discount's targets replaced by the input's. */
export async function writeTargets(tx: Tx, tenantId: string, discountId: string, input: DiscountInput): Promise<void> {
  await tx.execute(sql`delete from discount_targets where tenant_id = ${tenantId}::uuid and discount_id = ${discountId}::uuid`);
  const rows = KINDS.flatMap((kind) => input[kind.field].map((targetId) => sql`(${tenantId}::uuid, ${discountId}::uuid, ${kind.type}, ${targetId}::uuid)`));
  if (rows.length === 0) return;
  await tx.execute(sql`insert into discount_targets (tenant_id, discount_id, target_type, target_id) values ${sql.join(rows, sql`, `)}`);
}

const emptyTargets = (): DiscountTargets => ({ CATEGORY: [], CUSTOMER: [], PRODUCT: [], TAG: [], LOCATION: [] });

/** Each discount's targets with their names, by name, in the order of discountIds (one statement). */
export async function targetsOf(tx: Tx, tenantId: string, discountIds: readonly string[]): Promise<DiscountTargets[]> {
  if (discountIds.length === 0) return [];
  const names = sql.join(
    KINDS.map((kind) => sql`when ${kind.type} then (select name from ${kind.table} x where x.tenant_id = t.tenant_id and x.id = t.target_id)`),
    sql` `,
  );
  const rows = await queryRows<{ discountId: string; type: DiscountTargetType; id: string; name: string | null }>(
    tx,
    sql`select t.discount_id as "discountId", t.target_type as type, t.target_id as id, case t.target_type ${names} end as name
      from discount_targets t where t.tenant_id = ${tenantId}::uuid and t.discount_id = any(${uuidArray(discountIds)})
      order by name, t.target_id`,
  );
  const byDiscount = new Map(discountIds.map((id) => [id, emptyTargets()]));
  for (const row of rows) byDiscount.get(row.discountId)?.[row.type].push({ id: row.id, name: row.name ?? "" });
  return discountIds.map((id) => byDiscount.get(id) ?? emptyTargets());
}
