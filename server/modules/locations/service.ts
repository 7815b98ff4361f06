// Locations: list, read, create and update, with the rules of a chain's stores and warehouses. Each runs in the
// caller's transaction (scope.tx); every write records who made it and an activity row.
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { locationInputSchema, type LocationStatus, type LocationType } from "../../../common/schemas/location";
import type { FieldErrors } from "../../../common/validation/fieldErrors";
import { SECONDARY_IDS, isUuid, nextSecondaryId, type Tx } from "../../db";
import { cities, countries, locations, userLocations } from "../../db/schema";
import { assertLocationAllowed, type ServiceScope } from "../../core/context";
import { badUserInput, notFound, parseInput } from "../../core/errors";
import type { ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, leftJoin, runList } from "../../core/runList";
import type { CityRow } from "../geo";
import { recordActivity } from "../../core/activity/recordActivity";
import { markAccessChanged, markLocationAccessChanged } from "../../session/accessVersion";
import { locationDefaultSort, locationJoins, locationListFields, warehouses } from "./listFields";

export interface LocationRow {
  id: string;
  secondaryId: string;
  name: string;
  area: string | null;
  type: LocationType;
  status: LocationStatus;
  cityId: string;
  city: CityRow;
  taxNumber: string | null;
  salesTaxNumber: string | null;
  warehouseId: string | null;
  warehouse: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

const NOT_FOUND_MESSAGE = "Location not found.";

async function selectLocations(tx: Tx, where: SQL | undefined, page?: { orderBy: SQL[]; limit: number; offset: number }) {
  const query = tx
    .select({
      id: locations.id,
      secondaryId: locations.secondaryId,
      name: locations.name,
      area: locations.area,
      type: locations.type,
      status: locations.status,
      cityId: locations.cityId,
      taxNumber: locations.taxNumber,
      salesTaxNumber: locations.salesTaxNumber,
      warehouseId: locations.warehouseId,
      createdAt: locations.createdAt,
      updatedAt: locations.updatedAt,
      cityName: cities.name,
      countryId: countries.id,
      countryName: countries.name,
      countryCode: countries.code,
      warehouseName: warehouses.name,
    })
    .from(locations)
    .innerJoin(cities, locationJoins.city)
    .innerJoin(countries, locationJoins.country)
    .leftJoin(warehouses, locationJoins.warehouse)
    .where(where)
    .$dynamic();
  const rows = page ? await query.orderBy(...page.orderBy).limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ cityName, countryId, countryName, countryCode, warehouseName, ...row }): LocationRow => ({
    ...row,
    type: row.type as LocationType,
    status: row.status as LocationStatus,
    city: { id: row.cityId, name: cityName, countryId, country: { id: countryId, name: countryName, code: countryCode } },
    warehouse: row.warehouseId && warehouseName !== null ? { id: row.warehouseId, name: warehouseName } : null,
  }));
}

async function findLocation(tx: Tx, tenantId: string, id: string): Promise<LocationRow> {
  if (!isUuid(id)) throw notFound(NOT_FOUND_MESSAGE);
  const [row] = await selectLocations(tx, and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export function listLocations(scope: ServiceScope, args: ListQueryArgs & { locationId?: string | null }): Promise<ListPage<LocationRow>> {
  const { tx, tenantId } = scope;
  assertLocationAllowed(scope, args.locationId);
  return runList(tx, args, {
    fields: locationListFields,
    tieBreaker: locations.id,
    defaultSort: locationDefaultSort,
    from: locations,
    joins: [innerJoin(cities, locationJoins.city), innerJoin(countries, locationJoins.country), leftJoin(warehouses, locationJoins.warehouse)],
    where: eq(locations.tenantId, tenantId),
    page: (window) => selectLocations(tx, window.where, window),
  });
}

export function getLocation(scope: ServiceScope, id: string): Promise<LocationRow> {
  return findLocation(scope.tx, scope.tenantId, id);
}

type ValidInput = ReturnType<typeof parseLocationInput>;

function parseLocationInput(raw: unknown) {
  const input = parseInput(locationInputSchema, raw);
  // A warehouse is served by nobody.
  return input.type === "WAREHOUSE" ? { ...input, warehouse_id: null } : input;
}

/** The rules that need the database. existing is the location being updated (none on create). */
async function checkLocationRules(tx: Tx, tenantId: string, input: ValidInput, existing?: LocationRow): Promise<void> {
  const errors: FieldErrors = {};

  const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) errors.cityId = "City is required.";

  const sameName = and(
    eq(locations.tenantId, tenantId),
    sql`lower(${locations.name}) = lower(${input.name})`,
    existing ? ne(locations.id, existing.id) : undefined,
  );
  const [duplicate] = await tx.select({ id: locations.id }).from(locations).where(sameName).limit(1);
  if (duplicate) errors.name = "A location with this name already exists.";

  if (input.warehouse_id) {
    if (existing && input.warehouse_id === existing.id) {
      errors.warehouse_id = "A location cannot be its own warehouse.";
    } else {
      const [warehouse] = await tx
        .select({ type: locations.type, status: locations.status })
        .from(locations)
        .where(and(eq(locations.tenantId, tenantId), eq(locations.id, input.warehouse_id)));
      if (!warehouse || warehouse.type !== "WAREHOUSE" || warehouse.status !== "ACTIVE") {
        errors.warehouse_id = "Warehouse must be an active warehouse.";
      }
    }
  }

  // A warehouse that still serves stores keeps its type, and stays active while active stores depend on it.
  if (existing?.type === "WAREHOUSE" && (input.type !== "WAREHOUSE" || input.status !== "ACTIVE")) {
    const served = await tx
      .select({ status: locations.status })
      .from(locations)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.warehouseId, existing.id)));
    if (input.type !== "WAREHOUSE" && served.length > 0) {
      errors.type = "This warehouse serves other locations: assign them another warehouse first.";
    } else if (input.status !== "ACTIVE" && served.some((l) => l.status === "ACTIVE")) {
      errors.status = "This warehouse serves active locations: assign them another warehouse first.";
    }
  }

  if (Object.keys(errors).length > 0) throw badUserInput(errors);
}

/** Serialises location writes of one tenant, so two concurrent saves cannot both take the same name. */
async function lockLocationWrites(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`locations:${tenantId}`}, 0))`);
}

function columnsOf(input: ValidInput) {
  return {
    name: input.name,
    type: input.type,
    status: input.status,
    area: input.area,
    cityId: input.cityId,
    taxNumber: input.taxNumber,
    salesTaxNumber: input.salesTaxNumber,
    warehouseId: input.warehouse_id,
  };
}

export async function createLocation(scope: ServiceScope, raw: unknown): Promise<LocationRow> {
  const { tx, tenantId, auth } = scope;
  const input = parseLocationInput(raw);
  await lockLocationWrites(tx, tenantId);
  await checkLocationRules(tx, tenantId, input);
  const { counter, prefix } = SECONDARY_IDS.location;
  const secondaryId = await nextSecondaryId(tx, tenantId, counter, prefix);
  const [created] = await tx
    .insert(locations)
    .values({ tenantId, secondaryId, ...columnsOf(input), createdBy: auth.user.id, updatedBy: auth.user.id })
    .returning({ id: locations.id });
  // Whoever opens a location can work in it (it joins their allowed locations).
  await tx.insert(userLocations).values({ tenantId, userId: auth.user.id, locationId: created.id }).onConflictDoNothing();
  await markAccessChanged(tx, tenantId, [auth.user.id]);
  await recordActivity(scope, {
    action: "CREATE",
    entity: "location",
    entityId: created.id,
    details: { secondaryId, name: input.name },
  });
  return findLocation(tx, tenantId, created.id);
}

export async function updateLocation(scope: ServiceScope, id: string, raw: unknown): Promise<LocationRow> {
  const { tx, tenantId, auth } = scope;
  const existing = await findLocation(tx, tenantId, id);
  const input = parseLocationInput(raw);
  await lockLocationWrites(tx, tenantId);
  await checkLocationRules(tx, tenantId, input, existing);
  const values = columnsOf(input);
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => values[key] !== existing[key]);
  await tx
    .update(locations)
    .set({ ...values, updatedBy: auth.user.id, updatedAt: new Date() })
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
  // Its users' allowed locations (active ones, with name and type) change on their next request.
  if (changed.some((key) => key === "status" || key === "name" || key === "type")) await markLocationAccessChanged(tx, tenantId, id);
  await recordActivity(scope, {
    action: "UPDATE",
    entity: "location",
    entityId: id,
    details: { secondaryId: existing.secondaryId, changed },
  });
  return findLocation(tx, tenantId, id);
}
