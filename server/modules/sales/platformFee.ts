// The platform fee of a location and order type. One small function, to be swapped for findPlatformFee of
// server/modules/platformFees/service.ts once that module is merged.
import { and, eq } from "drizzle-orm";
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { Tx } from "../../db";
import { platformFeeConfigs } from "../../db/schema";

export async function platformFeeFor(tx: Tx, tenantId: string, locationId: string, orderType: string): Promise<PlatformFeeRule | null> {
  const [config] = await tx
    .select({
      platformFeeType: platformFeeConfigs.platformFeeType,
      platformFeeValue: platformFeeConfigs.platformFeeValue,
      platformFeeTaxRate: platformFeeConfigs.platformFeeTaxRate,
      platformFeeTaxable: platformFeeConfigs.platformFeeTaxable,
    })
    .from(platformFeeConfigs)
    .where(and(eq(platformFeeConfigs.tenantId, tenantId), eq(platformFeeConfigs.locationId, locationId), eq(platformFeeConfigs.orderType, orderType)));
  if (!config) return null;
  return { ...config, platformFeeType: config.platformFeeType === "PERCENTAGE" ? "PERCENTAGE" : "FLAT" };
}
