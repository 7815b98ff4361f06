import { randomUUID } from "node:crypto";
import { asc } from "drizzle-orm";
import { reserveSecondaryIds, SECONDARY_IDS } from "../db/counters";
import type { Database } from "../db/engine";
import { cities, locations } from "../db/schema";
import { withTenant } from "../db/tenancy";

const BATCH_SIZE = 1000;

/**
 * count locations for data-size benchmarks, 1000 per transaction: every 10th is a WAREHOUSE, the others RETAIL
 * supplied by the warehouse that opens their group of ten; cities cycle through the seeded ones.
 */
export async function seedManyLocations(db: Database, tenantId: string, count: number): Promise<void> {
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name));
  if (cityRows.length === 0) throw new Error("seedManyLocations: no cities; run seedGlobalData first.");
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - start);
    await withTenant(db, tenantId, async (tx) => {
      const { counter, prefix } = SECONDARY_IDS.location;
      const secondaryIds = await reserveSecondaryIds(tx, tenantId, counter, prefix, size);
      let warehouseId: string | null = null;
      const rows = secondaryIds.map((secondaryId, offset) => {
        const index = start + offset;
        const city = cityRows[index % cityRows.length];
        const id = randomUUID();
        // A batch starts on a multiple of ten, so every group's warehouse is in the same statement.
        const isWarehouse = index % 10 === 0;
        if (isWarehouse) warehouseId = id;
        return {
          tenantId,
          id,
          secondaryId,
          name: `Branch ${String(index + 1).padStart(5, "0")} ${city.name}`,
          type: isWarehouse ? "WAREHOUSE" : "RETAIL",
          cityId: city.id,
          warehouseId: isWarehouse ? null : warehouseId,
        };
      });
      await tx.insert(locations).values(rows);
    });
  }
}
