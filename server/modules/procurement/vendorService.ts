// Vendors (distributors and other suppliers) with the manufacturers they supply: list, read, create, update.
import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import "../../../common/format/phoneRulesStatic";
import { VENDOR_TERMS_FIELDS, VENDOR_TERMS_READERS } from "../../../common/permissions/fieldGuards";
import { vendorInputSchema, type VendorInput } from "../../../common/schemas/vendor";
import { ACTIVE_STATUSES, type ActiveStatus } from "../../../common/schemas/taxonomy";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { manufacturers, vendorManufacturers, vendors } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import { keepGuarded, mayRead, withoutGuarded } from "../../core/fieldGuards";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { lockWrites, missingIds, numberOf, numericOf, uniqueViolationToInput } from "../../core/serviceHelpers";
import { manufacturerColumns, toManufacturerRow, type ManufacturerRow } from "../catalogue";

type VendorColumns = typeof vendors.$inferSelect;

export interface VendorRow extends Omit<VendorColumns, "tenantId" | "status" | "creditLimit" | "withHoldTaxPercentage" | "createdBy" | "updatedBy"> {
  status: ActiveStatus;
  creditLimit: number | null;
  withHoldTaxPercentage: number | null;
  manufacturerIds: string[];
  manufacturers: ManufacturerRow[];
}

const NOT_FOUND_MESSAGE = "Vendor not found.";
const NAME_TAKEN_MESSAGE = "A vendor with this name already exists.";

const linkedManufacturer = (condition: SQL) =>
  sql`exists (select 1 from ${vendorManufacturers} join ${manufacturers} on ${manufacturers.tenantId} = ${vendorManufacturers.tenantId} and ${manufacturers.id} = ${vendorManufacturers.manufacturerId}
    where ${vendorManufacturers.tenantId} = ${vendors.tenantId} and ${vendorManufacturers.vendorId} = ${vendors.id} and ${condition})`;

const text = (column: SQLWrapper) => ({ column, kind: "text" as const });

const vendorListFields: ListFieldMap = {
  id: { column: vendors.id, kind: "uuid" },
  secondaryId: text(vendors.secondaryId),
  name: text(vendors.name),
  type: text(vendors.type),
  status: { column: vendors.status, kind: "enum", values: ACTIVE_STATUSES },
  classification: text(vendors.classification),
  creditLimit: { column: vendors.creditLimit, kind: "number" },
  leadTime: { column: vendors.leadTime, kind: "number" },
  paymentMethod: text(vendors.paymentMethod),
  paymentTerms: text(vendors.paymentTerms),
  contactPerson: text(vendors.contactPerson),
  primaryEmail: text(vendors.primaryEmail),
  primaryPhone: text(vendors.primaryPhone),
  city: text(vendors.city),
  createdAt: { column: vendors.createdAt, kind: "date" },
  updatedAt: { column: vendors.updatedAt, kind: "date" },
  manufacturerId: { column: vendorManufacturers.manufacturerId, kind: "uuid", exists: linkedManufacturer },
  "manufacturers.id": { column: vendorManufacturers.manufacturerId, kind: "uuid", exists: linkedManufacturer },
  "manufacturers.name": { column: manufacturers.name, kind: "text", exists: linkedManufacturer },
};

async function selectVendors(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<VendorRow[]> {
  const query = tx.select().from(vendors).where(where).$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const tenantId = rows[0].tenantId;
  const links = await tx
    .select({ vendorId: vendorManufacturers.vendorId, ...manufacturerColumns })
    .from(vendorManufacturers)
    .innerJoin(manufacturers, and(eq(manufacturers.tenantId, vendorManufacturers.tenantId), eq(manufacturers.id, vendorManufacturers.manufacturerId)))
    .where(and(eq(vendorManufacturers.tenantId, tenantId), inArray(vendorManufacturers.vendorId, rows.map((row) => row.id))))
    .orderBy(asc(manufacturers.name));
  return rows.map(({ tenantId: _tenant, createdBy: _createdBy, updatedBy: _updatedBy, ...row }) => {
    const linked = links.filter((link) => link.vendorId === row.id).map(({ vendorId: _vendor, ...manufacturer }) => toManufacturerRow(manufacturer));
    return {
      ...row,
      status: row.status as ActiveStatus,
      creditLimit: numberOf(row.creditLimit),
      withHoldTaxPercentage: numberOf(row.withHoldTaxPercentage),
      manufacturerIds: linked.map((manufacturer) => manufacturer.id),
      manufacturers: linked,
    };
  });
}

async function findVendor(tx: Tx, tenantId: string, id: string): Promise<VendorRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectVendors(tx, and(eq(vendors.tenantId, tenantId), eq(vendors.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

const vendorListFieldsWithoutTerms = withoutGuarded(vendorListFields, VENDOR_TERMS_FIELDS);

export function listVendors(scope: ServiceScope, args: ListQueryArgs): Promise<ListPage<VendorRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: mayRead(scope, VENDOR_TERMS_READERS) ? vendorListFields : vendorListFieldsWithoutTerms,
    tieBreaker: vendors.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: vendors,
    where: eq(vendors.tenantId, tenantId),
    page: (window) => selectVendors(tx, window.where, window),
  });
}

export async function getVendor(scope: ServiceScope, id: string): Promise<VendorRow> {
  const { tx, tenantId } = scope;
  return findVendor(tx, tenantId, id);
}

async function checkVendorRules(tx: Tx, tenantId: string, input: VendorInput, existingId?: string): Promise<void> {
  const errors: Record<string, string> = {};
  const [taken] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.tenantId, tenantId), sql`lower(${vendors.name}) = lower(${input.name})`, existingId ? ne(vendors.id, existingId) : undefined))
    .limit(1);
  if (taken) errors.name = NAME_TAKEN_MESSAGE;
  if ((await missingIds(tx, manufacturers, manufacturers, tenantId, input.manufacturerIds)).length > 0) {
    errors.manufacturerIds = "Please select valid manufacturers.";
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

function columnsOf(input: VendorInput) {
  const { manufacturerIds: _ids, creditLimit, withHoldTaxPercentage, ...rest } = input;
  return { ...rest, creditLimit: numericOf(creditLimit), withHoldTaxPercentage: numericOf(withHoldTaxPercentage) };
}

async function linkManufacturers(tx: Tx, tenantId: string, vendorId: string, manufacturerIds: readonly string[]): Promise<void> {
  await tx.delete(vendorManufacturers).where(and(eq(vendorManufacturers.tenantId, tenantId), eq(vendorManufacturers.vendorId, vendorId)));
  if (manufacturerIds.length > 0) {
    await tx.insert(vendorManufacturers).values(manufacturerIds.map((manufacturerId) => ({ tenantId, vendorId, manufacturerId })));
  }
}

const uniqueFields = { vendors_name_uq: ["name", NAME_TAKEN_MESSAGE] } as const;

export async function createVendor(scope: ServiceScope, raw: unknown): Promise<VendorRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(vendorInputSchema, raw);
  await lockWrites(tx, "vendors", tenantId);
  await checkVendorRules(tx, tenantId, input);
  const { counter, prefix } = SECONDARY_IDS.vendor;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(vendors)
    .values({ tenantId, secondaryId, ...columnsOf(input), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: vendors.id })
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await linkManufacturers(tx, tenantId, created.id, input.manufacturerIds);
  await recordActivity(scope, { action: "CREATE", entity: "vendor", entityId: created.id, details: { secondaryId, name: input.name } });
  return findVendor(tx, tenantId, created.id);
}

export async function updateVendor(scope: ServiceScope, id: string, raw: unknown): Promise<VendorRow> {
  const { tx, tenantId, auth } = scope;
  const existing = await findVendor(tx, tenantId, id);
  const parsed = parseInput(vendorInputSchema, raw);
  const input = mayRead(scope, VENDOR_TERMS_READERS) ? parsed : keepGuarded(parsed, existing, VENDOR_TERMS_FIELDS);
  await lockWrites(tx, "vendors", tenantId);
  await checkVendorRules(tx, tenantId, input, id);
  const values = columnsOf(input);
  await tx
    .update(vendors)
    .set({ ...values, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(vendors.tenantId, tenantId), eq(vendors.id, id)))
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await linkManufacturers(tx, tenantId, id, input.manufacturerIds);
  const changed = (Object.keys(input) as (keyof VendorInput)[]).filter(
    (key) => JSON.stringify(input[key]) !== JSON.stringify((existing as unknown as Record<string, unknown>)[key]),
  );
  await recordActivity(scope, { action: "UPDATE", entity: "vendor", entityId: id, details: { secondaryId: existing.secondaryId, changed } });
  return findVendor(tx, tenantId, id);
}
