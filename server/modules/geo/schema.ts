// getCountries and getCities (filter countryId): signed-in users only.
import { inTransaction } from "../../core/transaction";
import { builder } from "../../graphql/builder";
import { listArgs, listType } from "../../graphql/listTypes";
import { listCities, listCountries, type CityRow, type CountryRow } from "./service";

const CountryRef = builder.objectRef<CountryRow>("Country").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    code: t.exposeString("code"),
  }),
});

export const CityRef = builder.objectRef<CityRow>("City").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    countryId: t.exposeID("countryId"),
    country: t.field({ type: CountryRef, resolve: (city) => city.country }),
  }),
});

const CountryList = listType("Country", CountryRef);
const CityList = listType("City", CityRef);

builder.queryField("getCountries", (t) =>
  t.field({
    type: CountryList,
    authScopes: { signedIn: true },
    args: listArgs(t.arg),
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listCountries(scope, args)),
  }),
);

builder.queryField("getCities", (t) =>
  t.field({
    type: CityList,
    authScopes: { signedIn: true },
    args: listArgs(t.arg),
    resolve: (_root, args, ctx) => inTransaction(ctx, (scope) => listCities(scope, args)),
  }),
);
