import { sql } from "drizzle-orm";
import { permissionCatalogue } from "../../../common/permissions/catalogue";
import type { Database } from "../engine";
import { cities, countries } from "../schema";
import { geography } from "./geography";
import { upsertPermissions } from "./permissionRows";

/** Countries, cities and the permission catalogue; safe to run on every start and from several processes. */
export async function seedGlobalData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const countryRows = await tx
      .insert(countries)
      .values(geography.map(({ name, code }) => ({ name, code })))
      .onConflictDoUpdate({ target: countries.code, set: { name: sql`excluded.name` } })
      .returning({ id: countries.id, code: countries.code });
    const cityRows = countryRows.flatMap((country) =>
      (geography.find((entry) => entry.code === country.code)?.cities ?? []).map((name) => ({ countryId: country.id, name })),
    );
    await tx.insert(cities).values(cityRows).onConflictDoNothing();
    await upsertPermissions(tx, permissionCatalogue);
  });
}
