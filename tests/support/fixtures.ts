import type { ApiClient, LoginPayload } from "./api";
import { expectData } from "./assertions";
import { GET_CITIES, GET_COUNTRIES, type List } from "./operations";

type Named = { id: string; name: string };

export function locationNamed(session: LoginPayload, name: string) {
  const location = session.allowedLocations.find((l) => l.name === name);
  if (!location) throw new Error(`${session.user.email} is not allowed at "${name}"`);
  return location;
}

/** Looks up a seeded country and the ids of its cities by name. */
export async function geography(client: ApiClient, token: string, countryName: string) {
  const countries = expectData(
    await client.gql<{ getCountries: List<Named & { code: string }> }>(GET_COUNTRIES, { limit: 100 }, { token }),
  ).getCountries.data;
  const country = countries.find((c) => c.name === countryName);
  if (!country) throw new Error(`No country "${countryName}" among ${countries.map((c) => c.name).join(", ")}`);
  const cities = expectData(
    await client.gql<{ getCities: List<Named & { countryId: string }> }>(
      GET_CITIES,
      { limit: 100000, filter: [{ conditions: [{ operator: "EQUAL", field: "countryId", value: country.id }] }] },
      { token },
    ),
  ).getCities.data;
  const city = (name: string) => {
    const found = cities.find((c) => c.name === name);
    if (!found) throw new Error(`No city "${name}" in ${countryName}`);
    return found.id;
  };
  return { country, cities, city };
}

/** A name no other test run uses, so tests can count and search their own rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
