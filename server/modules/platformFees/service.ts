// Platform fee configs: list, read, create and update. One config per location and order type (so which fee an
// order pays is never ambiguous), at a location the user may work at. findPlatformFee is what pricing reads.
import { and, eq, ne, type SQL } from "drizzle-orm";
import {
  platformFeeInputSchema,
  platformFeeTakenMessage,
  updatePlatformFeeInputSchema,
  type PlatformFeeInput,
  type PlatformFeeOrderType,
  type PlatformFeeType,
} from "../../../common/schemas/platformFee";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { isUuid, type Tx } from "../../db";
import { locations, platformFeeConfigs } from "../../db/schema";
import { assertLocationAllowed, locationScope, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";
import { requireLocation } from "../locations";
import { lockTenantWrites } from "../../core/writeLocks";
import { recordActivity } from "../../core/activity/recordActivity";
import { platformFeeDefaultSort, platformFeeListFields, platformFeeLocationJoin } from "./listFields";

export interface PlatformFeeRow {
  id: string;
  locationId: string;
  location: { id: string; name: string };
  name: string;
  orderType: PlatformFeeOrderType;
  platformFeeType: PlatformFeeType;
  /** numeric columns, read back as exact strings: GraphQL turns them into Float at the edge. */
  platformFeeValue: string;
  platformFeeTaxRate: string;
  platformFeeTaxable: boolean;
  platformFeeAccountCode: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The table row pricing needs (see findPlatformFee). */
export type PlatformFeeConfig = typeof platformFeeConfigs.$inferSelect;

const NOT_FOUND_MESSAGE = "Platform fee not found.";

async function selectFees(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }): Promise<PlatformFeeRow[]> {
  const query = tx
    .select({
      id: platformFeeConfigs.id,
      locationId: platformFeeConfigs.locationId,
      locationName: locations.name,
      name: platformFeeConfigs.name,
      orderType: platformFeeConfigs.orderType,
      platformFeeType: platformFeeConfigs.platformFeeType,
      platformFeeValue: platformFeeConfigs.platformFeeValue,
      platformFeeTaxRate: platformFeeConfigs.platformFeeTaxRate,
      platformFeeTaxable: platformFeeConfigs.platformFeeTaxable,
      platformFeeAccountCode: platformFeeConfigs.platformFeeAccountCode,
      createdAt: platformFeeConfigs.createdAt,
      updatedAt: platformFeeConfigs.updatedAt,
    })
    .from(platformFeeConfigs)
    .innerJoin(locations, platformFeeLocationJoin)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ locationName, ...row }) => ({
    ...row,
    orderType: row.orderType as PlatformFeeOrderType,
    platformFeeType: row.platformFeeType as PlatformFeeType,
    location: { id: row.locationId, name: locationName },
  }));
}

/** The config of this tenant (NOT_FOUND otherwise), at a location the user may work at (FORBIDDEN otherwise). */
async function findFee(scope: ServiceScope, id: string): Promise<PlatformFeeRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectFees(scope.tx, and(eq(platformFeeConfigs.tenantId, scope.tenantId), eq(platformFeeConfigs.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  assertLocationAllowed(scope, row.locationId);
  return row;
}

/** The fee a location charges on orders of this type, or null (pricing: common/pricing/cart.ts via the orders module). */
export async function findPlatformFee(
  tx: Tx,
  tenantId: string,
  locationId: string,
  orderType: PlatformFeeOrderType,
): Promise<PlatformFeeConfig | null> {
  const [row] = await tx
    .select()
    .from(platformFeeConfigs)
    .where(
      and(eq(platformFeeConfigs.tenantId, tenantId), eq(platformFeeConfigs.locationId, locationId), eq(platformFeeConfigs.orderType, orderType)),
    );
  return row ?? null;
}

export function listPlatformFees(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<PlatformFeeRow>> {
  const { tx, tenantId } = scope;
  return runList(tx, args, {
    fields: platformFeeListFields,
    tieBreaker: platformFeeConfigs.id,
    defaultSort: platformFeeDefaultSort,
    from: platformFeeConfigs,
    joins: [innerJoin(locations, platformFeeLocationJoin)],
    where: and(eq(platformFeeConfigs.tenantId, tenantId), locationScope(scope, platformFeeConfigs.locationId, args.locationId)),
    page: (window) => selectFees(tx, window.where, window),
  });
}

export function getPlatformFee(scope: ServiceScope, id: string): Promise<PlatformFeeRow> {
  return findFee(scope, id);
}

async function checkFeeRules(scope: ServiceScope, input: PlatformFeeInput, existing?: PlatformFeeRow): Promise<void> {
  const { tx, tenantId } = scope;
  await requireLocation(tx, tenantId, input.locationId);
  const errors: FieldErrors = {};
  const [taken] = await tx
    .select({ id: platformFeeConfigs.id })
    .from(platformFeeConfigs)
    .where(
      and(
        eq(platformFeeConfigs.tenantId, tenantId),
        eq(platformFeeConfigs.locationId, input.locationId),
        eq(platformFeeConfigs.orderType, input.orderType),
        existing ? ne(platformFeeConfigs.id, existing.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) errors.orderType = platformFeeTakenMessage(input.orderType);
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

function columnsOf(input: PlatformFeeInput) {
  return {
    locationId: input.locationId,
    name: input.name,
    orderType: input.orderType,
    platformFeeType: input.platformFeeType,
    platformFeeValue: String(input.platformFeeValue),
    platformFeeTaxRate: String(input.platformFeeTaxRate),
    platformFeeTaxable: input.platformFeeTaxable,
    platformFeeAccountCode: input.platformFeeAccountCode,
  };
}

export async function createPlatformFee(scope: ServiceScope, raw: unknown): Promise<PlatformFeeRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseInput(platformFeeInputSchema, raw);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "platform_fee_configs");
  await checkFeeRules(scope, input);
  const [created] = await tx
    .insert(platformFeeConfigs)
    .values({ tenantId, ...columnsOf(input), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: platformFeeConfigs.id });
  await recordActivity(scope, {
    action: "CREATE",
    entity: "platformFeeConfig",
    entityId: created.id,
    details: { name: input.name, locationId: input.locationId, orderType: input.orderType },
  });
  return findFee(scope, created.id);
}

export async function updatePlatformFee(scope: ServiceScope, raw: unknown): Promise<PlatformFeeRow> {
  const { tx, tenantId, auth } = scope;
  const { id, ...input } = parseInput(updatePlatformFeeInputSchema, raw);
  const existing = await findFee(scope, id);
  assertLocationAllowed(scope, input.locationId);
  await lockTenantWrites(tx, tenantId, "platform_fee_configs");
  await checkFeeRules(scope, input, existing);
  const values = columnsOf(input);
  await tx
    .update(platformFeeConfigs)
    .set({ ...values, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(platformFeeConfigs.tenantId, tenantId), eq(platformFeeConfigs.id, id)));
  await recordActivity(scope, {
    action: "UPDATE",
    entity: "platformFeeConfig",
    entityId: id,
    details: { name: input.name, locationId: input.locationId, orderType: input.orderType },
  });
  return findFee(scope, id);
}
