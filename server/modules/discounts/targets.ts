// What a discount applies to (discount_targets): categories, customers, products, tags and locations of the
// tenant, checked when saved, replaced as a whole on update, and read with their names for a page of discounts in
// one statement.
import { sql, type SQL } from "drizzle-orm";
import type { DiscountTargetType } from "../../../common/pricing/discountRules";
import type { DiscountInput } from "../../../common/schemas/discount";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { queryRows, type Tx } from "../../db";
import { badUserInput } from "../../core/errors";

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

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

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
