// A settings record names a location of the tenant (a register, a platform fee, an integration): NOT_FOUND otherwise.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db";
import { locations } from "../../db/schema";
import { notFound } from "../../core/errors";

export async function requireLocation(tx: Tx, tenantId: string, locationId: string): Promise<void> {
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  if (!location) throw notFound("Location not found.");
}
