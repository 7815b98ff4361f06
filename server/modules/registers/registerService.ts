// Location registers: list, read, create and update. A register belongs to one location the user may work at;
// its name is unique at that location (case-insensitive). The sessions module keeps lastOpened/lastClosed and
// the current session; here they are only read. Each runs in the caller's transaction (scope.tx).
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  REGISTER_NAME_TAKEN_MESSAGE,
  registerInputSchema,
  updateRegisterInputSchema,
  type ReceiptTemplate,
  type RegisterInput,
  type RegisterPrintMode,
  type RegisterStatus,
  type RegisterType,
} from "../../../common/schemas/register";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { locationRegisters, locations, registerSessions } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { requireLocation } from "../locations";
import { lockTenantWrites } from "../../core/writeLocks";
import { recordActivity } from "../../core/activity/recordActivity";
import { registerDefaultSort, registerListFields, registerLocationJoin } from "./registerListFields";

export interface RegisterRow {
  id: string;
  secondaryId: string;
  name: string;
  type: RegisterType;
  status: RegisterStatus;
  currency: string;
  printMode: RegisterPrintMode;
  receiptTemplate: ReceiptTemplate;
  terminalTaxId: string | null;
  locationId: string;
  location: { id: string; name: string };
  lastOpenedAt: Date | null;
  lastClosedAt: Date | null;
  /** User ids; the sessions module resolves them to lastOpenedBy / lastClosedBy. */
  lastOpenedById: string | null;
  lastClosedById: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const REGISTER_NOT_FOUND_MESSAGE = "Register not found.";
const REGISTER_MOVE_MESSAGE = "A register that has been opened cannot move to another location.";
const REGISTER_OPEN_MESSAGE = "This register is open: close it before deactivating it.";

async function selectRegisters(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<RegisterRow[]> {
  const query = tx
    .select({
      id: locationRegisters.id,
      secondaryId: locationRegisters.secondaryId,
      name: locationRegisters.name,
      type: locationRegisters.type,
      status: locationRegisters.status,
      currency: locationRegisters.currency,
      printMode: locationRegisters.printMode,
      receiptTemplate: locationRegisters.receiptTemplate,
      terminalTaxId: locationRegisters.terminalTaxId,
      locationId: locationRegisters.locationId,
      locationName: locations.name,
      lastOpenedAt: locationRegisters.lastOpenedAt,
      lastClosedAt: locationRegisters.lastClosedAt,
      lastOpenedById: locationRegisters.lastOpenedBy,
      lastClosedById: locationRegisters.lastClosedBy,
      createdAt: locationRegisters.createdAt,
      updatedAt: locationRegisters.updatedAt,
    })
    .from(locationRegisters)
    .innerJoin(locations, registerLocationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ locationName, ...row }) => ({
    ...row,
    type: row.type as RegisterType,
    status: row.status as RegisterStatus,
    printMode: row.printMode as RegisterPrintMode,
    receiptTemplate: row.receiptTemplate as ReceiptTemplate,
    location: { id: row.locationId, name: locationName },
  }));
}

/** The register of this tenant (NOT_FOUND otherwise), at a location the user may work at (FORBIDDEN otherwise). */
export async function findRegister(scope: ServiceScope, id: string): Promise<RegisterRow> {
  if (!isUuid(id)) throw notFound(REGISTER_NOT_FOUND_MESSAGE);
  const [row] = await selectRegisters(scope.tx, and(eq(locationRegisters.tenantId, scope.tenantId), eq(locationRegisters.id, id)));
  if (!row) throw notFound(REGISTER_NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

export function listRegisters(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<RegisterRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: registerListFields,
    tieBreaker: locationRegisters.id,
    defaultSort: registerDefaultSort,
    from: locationRegisters,
    joins: [innerJoin(locations, registerLocationJoin)],
    where: and(eq(locationRegisters.tenantId, tenantId), locationScope(scope, locationRegisters.locationId, args.locationId)),
    page: (window) => selectRegisters(tx, window.where, window),
  });
}

/** getLocationRegister(id, locationId): a locationId names where the caller expects it (a register elsewhere is NOT_FOUND). */
export async function getRegister(scope: ServiceScope, id: string, locationId?: string | null): Promise<RegisterRow> {
  assertLocationAllowed(scope, locationId);
  const row = await findRegister(scope, id);
  if (locationId && row.locationId !== locationId) throw notFound(REGISTER_NOT_FOUND_MESSAGE);
  return row;
}

async function checkRegisterRules(scope: ServiceScope, input: RegisterInput, existing?: RegisterRow): Promise<void> {
  const { tx, tenantId } = scope;
  const errors: FieldErrors = {};
  await requireLocation(tx, tenantId, input.locationId);

  const [duplicate] = await tx
    .select({ id: locationRegisters.id })
    .from(locationRegisters)
    .where(
      and(
        eq(locationRegisters.tenantId, tenantId),
        eq(locationRegisters.locationId, input.locationId),
        sql`lower(${locationRegisters.name}) = lower(${input.name})`,
        existing ? ne(locationRegisters.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (duplicate) errors.name = REGISTER_NAME_TAKEN_MESSAGE;

  if (existing) {
    const sessions = await tx
      .select({ status: registerSessions.status })
      .from(registerSessions)
      .where(and(eq(registerSessions.tenantId, tenantId), eq(registerSessions.registerId, existing.id)));
    if (input.locationId !== existing.locationId && sessions.length > 0) errors.locationId = REGISTER_MOVE_MESSAGE;
    if (input.status !== "ACTIVE" && sessions.some((s) => s.status === "OPENED")) errors.status = REGISTER_OPEN_MESSAGE;
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

function columnsOf(input: RegisterInput) {
  return {
    name: input.name,
    type: input.type,
    status: input.status,
    currency: input.currency,
    printMode: input.printMode,
    receiptTemplate: input.receiptTemplate,
    terminalTaxId: input.terminalTaxId,
    locationId: input.locationId,
  };
}

export async function createRegister(scope: ServiceScope, raw: unknown): Promise<RegisterRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(registerInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "location_registers");
  await checkRegisterRules(scope, input);
  const { counter, prefix } = SECONDARY_IDS.register;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(locationRegisters)
    .values({ tenantId, secondaryId, ...columnsOf(input), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: locationRegisters.id });
  await recordActivity(scope, {
    action: "CREATE",
    entity: "locationRegister",
    entityId: created.id,
    details: { secondaryId, name: input.name, locationId: input.locationId },
  });
  return findRegister(scope, created.id);
}

export async function updateRegister(scope: ServiceScope, raw: unknown): Promise<RegisterRow> {
  const { tx, tenantId, auth } = scope;
  const { id, ...input } = parseInput(updateRegisterInputSchema, raw);
  const existing = await findRegister(scope, id);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "location_registers");
  await checkRegisterRules(scope, input, existing);
  const values = columnsOf(input);
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== existing[key]);
  await tx
    .update(locationRegisters)
    .set({ ...values, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(locationRegisters.tenantId, tenantId), eq(locationRegisters.id, id)));
  await recordActivity(scope, {
    action: "UPDATE",
    entity: "locationRegister",
    entityId: id,
    details: { secondaryId: existing.secondaryId, changed },
  });
  return findRegister(scope, id);
}
