// Countries and cities: global reference data, listed for any signed-in user (the location form's cascade).
import { count, eq } from "drizzle-orm";
import { cities, countries } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import { listPage, planList, type ListFieldMap, type ListPage, type ListQueryArgs } from "../../core/listEngine";

export interface CountryRow {
  id: string;
  name: string;
  code: string;
}

export interface CityRow {
  id: string;
  name: string;
  countryId: string;
  country: CountryRow;
}

export const countryListFields: ListFieldMap = {
  id: { column: countries.id, kind: "uuid" },
  name: { column: countries.name, kind: "text" },
  code: { column: countries.code, kind: "text" },
};

export const cityListFields: ListFieldMap = {
  id: { column: cities.id, kind: "uuid" },
  name: { column: cities.name, kind: "text" },
  countryId: { column: cities.countryId, kind: "uuid" },
};

const byName = [{ field: "name", direction: "ASC" }];

export async function listCountries({ tx }: ServiceScope, args: ListQueryArgs): Promise<ListPage<CountryRow>> {
  const plan = planList(countryListFields, args, { tieBreaker: countries.id, defaultSort: byName, maxLimit: LOOKUP_LIMIT_MAX });
  const data = await tx
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [{ total }] = await tx.select({ total: count() }).from(countries).where(plan.where);
  return listPage(plan, data, total);
}

export async function listCities({ tx }: ServiceScope, args: ListQueryArgs): Promise<ListPage<CityRow>> {
  const plan = planList(cityListFields, args, { tieBreaker: cities.id, defaultSort: byName, maxLimit: LOOKUP_LIMIT_MAX });
  const rows = await tx
    .select({
      id: cities.id,
      name: cities.name,
      countryId: cities.countryId,
      countryName: countries.name,
      countryCode: countries.code,
    })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const [{ total }] = await tx.select({ total: count() }).from(cities).where(plan.where);
  const data = rows.map(({ countryName, countryCode, ...city }) => ({
    ...city,
    country: { id: city.countryId, name: countryName, code: countryCode },
  }));
  return listPage(plan, data, total);
}
