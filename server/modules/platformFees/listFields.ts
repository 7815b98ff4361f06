// What getPlatformFeeConfigs can filter and sort by, and the join those names need (the config's location).
import { and, eq } from "drizzle-orm";
import { PLATFORM_FEE_ORDER_TYPES, PLATFORM_FEE_TYPES } from "../../../common/schemas/platformFee";
import { locations, platformFeeConfigs } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const platformFeeLocationJoin = and(eq(locations.tenantId, platformFeeConfigs.tenantId), eq(locations.id, platformFeeConfigs.locationId));

export const platformFeeListFields: ListFieldMap = {
  id: { column: platformFeeConfigs.id, kind: "uuid" },
  name: { column: platformFeeConfigs.name, kind: "text" },
  locationId: { column: platformFeeConfigs.locationId, kind: "uuid" },
  orderType: { column: platformFeeConfigs.orderType, kind: "enum", values: PLATFORM_FEE_ORDER_TYPES },
  platformFeeType: { column: platformFeeConfigs.platformFeeType, kind: "enum", values: PLATFORM_FEE_TYPES },
  platformFeeValue: { column: platformFeeConfigs.platformFeeValue, kind: "number" },
  platformFeeTaxRate: { column: platformFeeConfigs.platformFeeTaxRate, kind: "number" },
  platformFeeTaxable: { column: platformFeeConfigs.platformFeeTaxable, kind: "boolean" },
  platformFeeAccountCode: { column: platformFeeConfigs.platformFeeAccountCode, kind: "text" },
  createdAt: { column: platformFeeConfigs.createdAt, kind: "date" },
  updatedAt: { column: platformFeeConfigs.updatedAt, kind: "date" },
  "location.name": { column: locations.name, kind: "text" },
};

/** The spec: platform fees sort by name, descending. */
export const platformFeeDefaultSort = [{ field: "name", direction: "DESC" }];
