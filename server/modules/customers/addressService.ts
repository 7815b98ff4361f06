// A customer's addresses: created and updated one at a time, loaded for a page of customers in one query.
import { and, asc, eq, inArray } from "drizzle-orm";
import { addressInputSchema } from "../../../common/schemas/customer";
import { formatAddress } from "../../../common/format/address";
import { SECONDARY_IDS, isUuid, nextSecondaryId } from "../../db";
import { customerAddresses, customers } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { notFound, parseInput } from "../../core/errors";
import { type CityRow, assertCity, citiesById } from "../geo";
import { recordActivity } from "../../core/activity/recordActivity";

type AddressTable = typeof customerAddresses.$inferSelect;
export type AddressRow = Omit<AddressTable, "tenantId"> & { city: CityRow | null; line: string };

const NOT_FOUND_MESSAGE = "Address not found.";

/** Each customer's addresses (oldest first), in the order of customerIds. */
export async function addressesOf(scope: ServiceScope, customerIds: readonly string[]): Promise<AddressRow[][]> {
  const { tx, tenantId } = scope;
  const rows =
    customerIds.length === 0
      ? []
      : await tx
          .select()
          .from(customerAddresses)
          .where(and(eq(customerAddresses.tenantId, tenantId), inArray(customerAddresses.customerId, [...customerIds])))
          .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  const cityMap = await citiesById(tx, rows.map((row) => row.cityId));
  const byCustomer = new Map<string, AddressRow[]>();
  for (const { tenantId: _tenant, ...row } of rows) {
    const city = row.cityId ? (cityMap.get(row.cityId) ?? null) : null;
    const list = byCustomer.get(row.customerId) ?? [];
    list.push({ ...row, city, line: formatAddress({ ...row, city }) });
    byCustomer.set(row.customerId, list);
  }
  return customerIds.map((id) => byCustomer.get(id) ?? []);
}

/** Addresses by id (two queries), in the order of ids; null where none. */
export async function addressesInOrder(scope: ServiceScope, ids: readonly string[]): Promise<(AddressRow | null)[]> {
  const wanted = ids.filter(isUuid);
  const owners =
    wanted.length === 0
      ? []
      : await scope.tx
          .selectDistinct({ customerId: customerAddresses.customerId })
          .from(customerAddresses)
          .where(and(eq(customerAddresses.tenantId, scope.tenantId), inArray(customerAddresses.id, wanted)));
  const lists = await addressesOf(scope, owners.map((owner) => owner.customerId));
  const byId = new Map(lists.flat().map((address) => [address.id, address]));
  return ids.map((id) => byId.get(id) ?? null);
}

async function findAddress(scope: ServiceScope, id: string): Promise<AddressRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await scope.tx
    .select({ customerId: customerAddresses.customerId })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.tenantId, scope.tenantId), eq(customerAddresses.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  const [list] = await addressesOf(scope, [row.customerId]);
  const found = list.find((address) => address.id === id);
  if (!found) throw notFound(NOT_FOUND_MESSAGE);
  return found;
}

export async function createAddress(scope: ServiceScope, customerId: string, raw: unknown): Promise<AddressRow> {
  const { tx, tenantId } = scope;
  const input = parseInput(addressInputSchema, raw);
  if (!isUuid(customerId)) throw notFound("Customer not found.");
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!customer) throw notFound("Customer not found.");
  await assertCity(tx, input.cityId);
  const { counter, prefix } = SECONDARY_IDS.customerAddress;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(customerAddresses)
    .values({ tenantId, secondaryId, customerId, ...input })
    .returning({ id: customerAddresses.id });
  await recordActivity(scope, { action: "CREATE", entity: "customerAddress", entityId: created.id, details: { customerId } });
  return findAddress(scope, created.id);
}

export async function updateAddress(scope: ServiceScope, id: string, raw: unknown): Promise<AddressRow> {
  const { tx, tenantId } = scope;
  const input = parseInput(addressInputSchema, raw);
  const existing = await findAddress(scope, id);
  await assertCity(tx, input.cityId);
  await tx
    .update(customerAddresses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(customerAddresses.tenantId, tenantId), eq(customerAddresses.id, id)));
  await recordActivity(scope, { action: "UPDATE", entity: "customerAddress", entityId: id, details: { customerId: existing.customerId } });
  return findAddress(scope, id);
}
