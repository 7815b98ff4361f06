// Cities with their countries, loaded for many rows at once (addresses, partners).
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db";
import { cities, countries } from "../../db/schema";
import { notFound } from "../../core/errors";
import type { CityRow } from "./service";

export async function citiesById(tx: Tx, ids: readonly (string | null)[]): Promise<Map<string, CityRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: cities.id, name: cities.name, countryId: countries.id, countryName: countries.name, countryCode: countries.code })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(cities.id, wanted));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, countryId: row.countryId, country: { id: row.countryId, name: row.countryName, code: row.countryCode } }]),
  );
}

/** NOT_FOUND unless the city exists (or none was chosen). */
export async function assertCity(tx: Tx, cityId: string | null): Promise<void> {
  if (cityId === null) return;
  const found = await citiesById(tx, [cityId]);
  if (!found.has(cityId)) throw notFound("City not found.");
}
