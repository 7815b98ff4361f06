// Customers: list with search, read by id, phone or email, create and update. The phone is unique per tenant in
// E.164 (0300 1234567 and +923001234567 are one customer), the email unique case-insensitively when present.
import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import "../../../common/format/phoneRulesStatic";
import { toE164Phone } from "../../../common/format/phone";
import { CUSTOMER_EMAIL_TAKEN, CUSTOMER_PHONE_TAKEN, customerInputSchema, type CustomerInput } from "../../../common/schemas/customer";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { SECONDARY_IDS, isUuid, nextSecondaryId } from "../../db";
import { customers, orders, partners } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badRequest, badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { customerDefaultSort, customerListFields, customerSearch } from "./listFields";

export type CustomerRow = Omit<typeof customers.$inferSelect, "tenantId" | "createdBy" | "updatedBy">;
export interface CustomerOrdersSummary {
  orderCount: number;
  totalSpent: string;
}

const NOT_FOUND_MESSAGE = "Customer not found.";

const columns = {
  id: customers.id,
  secondaryId: customers.secondaryId,
  name: customers.name,
  phoneNumber: customers.phoneNumber,
  email: customers.email,
  gender: customers.gender,
  birthday: customers.birthday,
  commercialRegisterNumber: customers.commercialRegisterNumber,
  nationalId: customers.nationalId,
  notes: customers.notes,
  additionalNumber: customers.additionalNumber,
  partnerId: customers.partnerId,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

async function findOne(scope: ServiceScope, where: SQL): Promise<CustomerRow> {
  const [row] = await scope.tx
    .select(columns)
    .from(customers)
    .where(and(eq(customers.tenantId, scope.tenantId), where));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** Customers by id (one query), in the order of ids; null where none. */
export async function customersInOrder(scope: ServiceScope, ids: readonly string[]): Promise<(CustomerRow | null)[]> {
  const wanted = ids.filter(isUuid);
  const rows = wanted.length === 0 ? [] : await scope.tx.select(columns).from(customers).where(and(eq(customers.tenantId, scope.tenantId), inArray(customers.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

export function listCustomers(scope: ServiceScope, args: ListQueryArgs & { search?: string | null }): Promise<ListPage<CustomerRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: customerListFields,
    tieBreaker: customers.id,
    defaultSort: customerDefaultSort,
    from: customers,
    where: and(eq(customers.tenantId, tenantId), customerSearch(args.search)),
    page: (window) =>
      tx
        .select(columns)
        .from(customers)
        .where(window.where)
        .orderBy(...window.orderBy)
        .limit(window.limit)
        .offset(window.offset),
  });
}

/** By id, phone number (as typed: normalised to E.164) or email; exactly one of them. */
export function getCustomer(scope: ServiceScope, by: { id?: string | null; phoneNumber?: string | null; email?: string | null }): Promise<CustomerRow> {
  if (by.id) {
    if (!isUuid(by.id)) throw notFound(NOT_FOUND_MESSAGE);
    return findOne(scope, eq(customers.id, by.id));
  }
  if (by.phoneNumber) {
    const e164 = toE164Phone(by.phoneNumber);
    if (e164 === null) throw notFound(NOT_FOUND_MESSAGE);
    return findOne(scope, eq(customers.phoneNumber, e164));
  }
  if (by.email) return findOne(scope, sql`lower(${customers.email}) = lower(${by.email.trim()})`);
  throw badRequest("Please give a customer id, phone number or email.");
}

/** Serialises customer writes of one tenant, so two concurrent saves cannot both take one phone number. */
async function lockCustomerWrites(scope: ServiceScope): Promise<void> {
  await scope.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`customers:${scope.tenantId}`}, 0))`);
}

async function checkRules(scope: ServiceScope, input: CustomerInput, existingId?: string): Promise<void> {
  const { tx, tenantId } = scope;
  const others = existingId ? ne(customers.id, existingId) : undefined;
  const errors: FieldErrors = {};
  const [phoneTaken] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phoneNumber, input.phoneNumber), others))
    .limit(1);
  if (phoneTaken) errors.phoneNumber = CUSTOMER_PHONE_TAKEN;
  if (input.email !== null) {
    const [emailTaken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = lower(${input.email})`, others))
      .limit(1);
    if (emailTaken) errors.email = CUSTOMER_EMAIL_TAKEN;
  }
  if (input.partnerId !== null) {
    const [partner] = await tx
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.tenantId, tenantId), eq(partners.id, input.partnerId)));
    if (!partner) errors.partnerId = "Please select a valid partner.";
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

export async function createCustomer(scope: ServiceScope, raw: unknown): Promise<CustomerRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(customerInputSchema, raw);
  await lockCustomerWrites(scope);
  await checkRules(scope, input);
  const { counter, prefix } = SECONDARY_IDS.customer;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(customers)
    .values({ tenantId, secondaryId, ...input, createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: customers.id });
  await recordActivity(scope, { action: "CREATE", entity: "customer", entityId: created.id, details: { name: input.name, phoneNumber: input.phoneNumber } });
  return findOne(scope, eq(customers.id, created.id));
}

export async function updateCustomer(scope: ServiceScope, id: string, raw: unknown): Promise<CustomerRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(customerInputSchema, raw);
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  await findOne(scope, eq(customers.id, id));
  await lockCustomerWrites(scope);
  await checkRules(scope, input, id);
  await tx
    .update(customers)
    .set({ ...input, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  await recordActivity(scope, { action: "UPDATE", entity: "customer", entityId: id, details: { name: input.name, phoneNumber: input.phoneNumber } });
  return findOne(scope, eq(customers.id, id));
}

/** Completed or fulfilled normal orders of each customer: how many and their total, in one aggregate query. */
export async function ordersSummaryOf(scope: ServiceScope, customerIds: readonly string[]): Promise<CustomerOrdersSummary[]> {
  const rows =
    customerIds.length === 0
      ? []
      : await scope.tx
          .select({
            customerId: orders.customerId,
            orderCount: sql<number>`count(*)::int`,
            totalSpent: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text`,
          })
          .from(orders)
          .where(
            and(
              eq(orders.tenantId, scope.tenantId),
              inArray(orders.customerId, [...customerIds]),
              eq(orders.kind, "NORMAL"),
              inArray(orders.status, ["COMPLETED", "FULFILLED"]),
            ),
          )
          .groupBy(orders.customerId);
  const byId = new Map(rows.map((row) => [row.customerId, row]));
  return customerIds.map((id) => {
    const row = byId.get(id);
    return { orderCount: row?.orderCount ?? 0, totalSpent: row?.totalSpent ?? "0" };
  });
}
