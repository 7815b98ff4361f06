// Countries and cities: global reference data, listed for any signed-in user (the location form's cascade).
import { eq } from "drizzle-orm";
import { cities, countries } from "../../db/schema";
import type { ServiceScope } from "../../core/context";
import { LOOKUP_LIMIT_MAX } from "../../../common/list";
import type { ListFieldMap, ListPage, ListQueryArgs } from "../../core/listEngine";
import { innerJoin, runList } from "../../core/runList";

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

const countryListFields: ListFieldMap = {
  id: { column: countries.id, kind: "uuid" },
  name: { column: countries.name, kind: "text" },
  code: { column: countries.code, kind: "text" },
};

const cityListFields: ListFieldMap = {
  id: { column: cities.id, kind: "uuid" },
  name: { column: cities.name, kind: "text" },
  countryId: { column: cities.countryId, kind: "uuid" },
};

const byName = [{ field: "name", direction: "ASC" }];

export function listCountries({ tx }: ServiceScope, args: ListQueryArgs): Promise<ListPage<CountryRow>> {
  return runList(tx, args, {
    fields: countryListFields,
    tieBreaker: countries.id,
    defaultSort: byName,
    maxLimit: LOOKUP_LIMIT_MAX,
    from: countries,
    where: undefined,
    page: ({ where, orderBy, limit, offset }) =>
      tx
        .select({ id: countries.id, name: countries.name, code: countries.code })
        .from(countries)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}

const countryJoin = eq(countries.id, cities.countryId);

export function listCities({ tx }: ServiceScope, args: ListQueryArgs): Promise<ListPage<CityRow>> {
  return runList(tx, args, {
    fields: cityListFields,
    tieBreaker: cities.id,
    defaultSort: byName,
    maxLimit: LOOKUP_LIMIT_MAX,
    from: cities,
    joins: [innerJoin(countries, countryJoin)],
    where: undefined,
    page: async ({ where, orderBy, limit, offset }) => {
      const rows = await tx
        .select({ id: cities.id, name: cities.name, countryId: cities.countryId, countryName: countries.name, countryCode: countries.code })
        .from(cities)
        .innerJoin(countries, countryJoin)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(({ countryName, countryCode, ...city }) => ({ ...city, country: { id: city.countryId, name: countryName, code: countryCode } }));
    },
  });
}
