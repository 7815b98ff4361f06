// The platform fee rule of a location and order type, as the cart's pricing takes it (from the platform fee
// settings' findPlatformFee).
import type { PlatformFeeRule } from "../../../common/pricing/cart";
import type { PlatformFeeOrderType } from "../../../common/schemas/platformFee";
import type { Tx } from "../../db";
import { findPlatformFee } from "../platformFees";

/** A fee's settings as the pricing's rule (a type other than PERCENTAGE is FLAT). */
export function platformFeeRule(config: Pick<PlatformFeeRule, "platformFeeValue" | "platformFeeTaxRate" | "platformFeeTaxable"> & { platformFeeType: string }): PlatformFeeRule {
  const { platformFeeType, platformFeeValue, platformFeeTaxRate, platformFeeTaxable } = config;
  return { platformFeeValue, platformFeeTaxRate, platformFeeTaxable, platformFeeType: platformFeeType === "PERCENTAGE" ? "PERCENTAGE" : "FLAT" };
}

export async function platformFeeFor(tx: Tx, tenantId: string, locationId: string, orderType: PlatformFeeOrderType): Promise<PlatformFeeRule | null> {
  const config = await findPlatformFee(tx, tenantId, locationId, orderType);
  return config ? platformFeeRule(config) : null;
}
