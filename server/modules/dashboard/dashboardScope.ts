// Where and when the dashboard looks: the caller's locations (one asked for, which must be allowed, or all theirs)
// and the business day today (Pakistan time, as the sales rollups keep their days).
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "../../db";
import { uuidList } from "../../db/uuidList";
import { assertLocationAllowed, requireAuth, type ServiceScope } from "../../core/context";
import { badUserInput } from "../../core/errors";
import { isUuid } from "../../../common/validation/uuid";
import { businessToday } from "../salesRollups";

export type DashboardPlace = { id: string; name: string; type: string };

export interface DashboardScope {
  tenantId: string;
  /** The locations counted, by name. */
  places: DashboardPlace[];
  /** `in (…)` of their ids, for a location column. */
  inPlaces: SQL;
  /** Today's business day, YYYY-MM-DD. */
  today: string;
}

export async function dashboardScope(scope: ServiceScope, locationId: string | null | undefined): Promise<DashboardScope> {
  if (locationId && !isUuid(locationId)) throw badUserInput({ locationId: "Please choose a location from the list." });
  assertLocationAllowed(scope, locationId);
  const ids = locationId ? [locationId] : requireAuth(scope).allowedLocationIds;
  const [clock] = await queryRows<{ today: string }>(scope.tx, sql`select (${businessToday})::text as today`);
  const places = ids.length === 0 ? [] : await queryRows<DashboardPlace>(scope.tx,
    sql`select id::text as id, name, type from locations where tenant_id = ${scope.tenantId}::uuid and id in (${uuidList(ids)}) order by name, id`);
  return { tenantId: scope.tenantId, places, inPlaces: sql`in (${uuidList(places.map((place) => place.id))})`, today: clock?.today ?? "" };
}

/** The first business day of the `days` days that end today. */
export const firstDayOf = (where: DashboardScope, days: number): SQL => sql`(${where.today}::date - ${days - 1}::int)`;

/** The business day `days` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? "" : new Date(at - days * 86_400_000).toISOString().slice(0, 10);
}
