// Manufacturers: list, read, create, update. A status change records its reason as lastReason; leaving
// ACTIVE needs one (the reason a buyer stops ordering a brand is worth keeping).
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { manufacturerInputSchema, manufacturerNeedsReason, MANUFACTURER_REASON_MESSAGE, type ManufacturerInput } from "../../../common/schemas/manufacturer";
import { ACTIVE_STATUSES, type ActiveStatus } from "../../../common/schemas/taxonomy";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { manufacturers } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { runList } from "../../core/runList";
import { recordActivity } from "../../core/activity/recordActivity";
import { lockWrites, uniqueViolationToInput } from "../../core/serviceHelpers";

export interface ManufacturerRow {
  id: string;
  secondaryId: string;
  name: string;
  description: string | null;
  lineOfBusiness: string | null;
  lastReason: string | null;
  status: ActiveStatus;
  createdAt: Date;
  updatedAt: Date;
}

const NOT_FOUND_MESSAGE = "Manufacturer not found.";
const NAME_TAKEN_MESSAGE = "A manufacturer with this name already exists.";

export const manufacturerColumns = {
  id: manufacturers.id,
  secondaryId: manufacturers.secondaryId,
  name: manufacturers.name,
  description: manufacturers.description,
  lineOfBusiness: manufacturers.lineOfBusiness,
  lastReason: manufacturers.lastReason,
  status: manufacturers.status,
  createdAt: manufacturers.createdAt,
  updatedAt: manufacturers.updatedAt,
};

export const toManufacturerRow = (row: Omit<ManufacturerRow, "status"> & { status: string }): ManufacturerRow => ({
  ...row,
  status: row.status as ActiveStatus,
});

const listFields: ListFieldMap = {
  id: { column: manufacturers.id, kind: "uuid" },
  secondaryId: { column: manufacturers.secondaryId, kind: "text" },
  name: { column: manufacturers.name, kind: "text" },
  description: { column: manufacturers.description, kind: "text" },
  lineOfBusiness: { column: manufacturers.lineOfBusiness, kind: "text" },
  lastReason: { column: manufacturers.lastReason, kind: "text" },
  status: { column: manufacturers.status, kind: "enum", values: ACTIVE_STATUSES },
  createdAt: { column: manufacturers.createdAt, kind: "date" },
  updatedAt: { column: manufacturers.updatedAt, kind: "date" },
};

async function selectManufacturers(tx: Tx, where: SQL | undefined): Promise<ManufacturerRow[]> {
  return (await tx.select(manufacturerColumns).from(manufacturers).where(where)).map(toManufacturerRow);
}

async function findManufacturer(tx: Tx, tenantId: string, id: string): Promise<ManufacturerRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectManufacturers(tx, and(eq(manufacturers.tenantId, tenantId), eq(manufacturers.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export function listManufacturers({ tx, tenantId }: ServiceScope, args: ListQueryArgs): Promise<ListPage<ManufacturerRow>> {
  return runList(tx, args, {
    fields: listFields,
    tieBreaker: manufacturers.id,
    defaultSort: [{ field: "createdAt", direction: "DESC" }],
    from: manufacturers,
    where: eq(manufacturers.tenantId, tenantId),
    page: async ({ where, orderBy, limit, offset }) =>
      (await tx.select(manufacturerColumns).from(manufacturers).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toManufacturerRow),
  });
}

export async function getManufacturer(scope: ServiceScope, id: string): Promise<ManufacturerRow> {
  const { tx, tenantId } = scope;
  return findManufacturer(tx, tenantId, id);
}

async function checkName(tx: Tx, tenantId: string, input: ManufacturerInput, existingId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(and(eq(manufacturers.tenantId, tenantId), sql`lower(${manufacturers.name}) = lower(${input.name})`, existingId ? ne(manufacturers.id, existingId) : undefined))
    .limit(1);
  if (taken) throw badUserInput({ name: NAME_TAKEN_MESSAGE });
}

const uniqueFields = { manufacturers_name_uq: ["name", NAME_TAKEN_MESSAGE] } as const;

export async function createManufacturer(scope: ServiceScope, raw: unknown): Promise<ManufacturerRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(manufacturerInputSchema, raw);
  await lockWrites(tx, "manufacturers", tenantId);
  await checkName(tx, tenantId, input);
  const { counter, prefix } = SECONDARY_IDS.manufacturer;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(manufacturers)
    .values({
      tenantId,
      secondaryId,
      name: input.name,
      status: input.status,
      description: input.description,
      lineOfBusiness: input.lineOfBusiness,
      lastReason: input.reason,
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    })
    .returning({ id: manufacturers.id })
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await recordActivity(scope, { action: "CREATE", entity: "manufacturer", entityId: created.id, details: { secondaryId, name: input.name } });
  return findManufacturer(tx, tenantId, created.id);
}

export async function updateManufacturer(scope: ServiceScope, id: string, raw: unknown): Promise<ManufacturerRow> {
  const { tx, tenantId, auth } = scope;
  const existing = await findManufacturer(tx, tenantId, id);
  const input = parseInput(manufacturerInputSchema, raw);
  if (manufacturerNeedsReason(existing.status, input.status) && !input.reason) {
    throw badUserInput({ reason: MANUFACTURER_REASON_MESSAGE });
  }
  await lockWrites(tx, "manufacturers", tenantId);
  await checkName(tx, tenantId, input, id);
  const statusChanged = existing.status !== input.status;
  await tx
    .update(manufacturers)
    .set({
      name: input.name,
      status: input.status,
      description: input.description,
      lineOfBusiness: input.lineOfBusiness,
      ...(statusChanged ? { lastReason: input.reason } : {}),
      updatedBy: auth.user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(manufacturers.tenantId, tenantId), eq(manufacturers.id, id)))
    .catch((error: unknown) => {
      throw uniqueViolationToInput(error, uniqueFields);
    });
  await recordActivity(scope, {
    action: "UPDATE",
    entity: "manufacturer",
    entityId: id,
    details: { secondaryId: existing.secondaryId, ...(statusChanged ? { status: { from: existing.status, to: input.status }, reason: input.reason } : {}) },
  });
  return findManufacturer(tx, tenantId, id);
}
