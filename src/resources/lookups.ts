import { defineResource } from "./defineResource";

// Option sources for forms: not in the menu, no screens, only a list operation (any signed-in user). Both are
// small global lookups, loaded whole by their pickers.

export const countriesResource = defineResource({
  name: "countries",
  label: "Countries",
  hide: true,
  picker: "lookup",
  gql: { list: { operation: "getCountries", fields: "id name code" } },
});

export const citiesResource = defineResource({
  name: "cities",
  label: "Cities",
  hide: true,
  picker: "lookup",
  gql: { list: { operation: "getCities", fields: "id name countryId" } },
});
