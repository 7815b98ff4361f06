// The platform fee rule of a location and order type, as the cart's pricing takes it (from the platform fee
// settings' findPlatformFee).
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { PlatformFeeOrderType } from "../../../common/schemas/platformFee";
import type { Tx } from "../../db";
import { findPlatformFee } from "../platformFees";

export async function platformFeeFor(tx: Tx, tenantId: string, locationId: string, orderType: PlatformFeeOrderType): Promise<PlatformFeeRule | null> {
  const config = await findPlatformFee(tx, tenantId, locationId, orderType);
  if (!config) return null;
  const { platformFeeType, platformFeeValue, platformFeeTaxRate, platformFeeTaxable } = config;
  return { platformFeeValue, platformFeeTaxRate, platformFeeTaxable, platformFeeType: platformFeeType === "PERCENTAGE" ? "PERCENTAGE" : "FLAT" };
}
