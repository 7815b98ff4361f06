// What getDiscounts can filter and sort by. The status is computed from the stored one and the dates, so that a
// list filtered by EXPIRED or SCHEDULED is right at the moment it is read.
import { sql } from "drizzle-orm";
import { DISCOUNT_SCOPES, DISCOUNT_STATUSES, DISCOUNT_TYPES } from "../../../common/pricing/discountRules";
import { discounts } from "../../db/schema";
import type { ListFieldMap } from "../../core/listEngine";

export const discountStatusSql = sql<string>`(case
  when ${discounts.status} = 'IN_ACTIVE' then 'IN_ACTIVE'
  when ${discounts.startDate} > now() then 'SCHEDULED'
  when ${discounts.endDate} is not null and ${discounts.endDate} < now() then 'EXPIRED'
  else 'ACTIVE' end)`;

export const discountListFields: ListFieldMap = {
  id: { column: discounts.id, kind: "uuid" },
  secondaryId: { column: discounts.secondaryId, kind: "text" },
  title: { column: discounts.title, kind: "text" },
  code: { column: discounts.code, kind: "text" },
  type: { column: discounts.type, kind: "enum", values: DISCOUNT_TYPES },
  scope: { column: discounts.scope, kind: "enum", values: DISCOUNT_SCOPES },
  status: { column: discountStatusSql, kind: "enum", values: DISCOUNT_STATUSES },
  value: { column: discounts.value, kind: "number" },
  usedCount: { column: discounts.usedCount, kind: "number" },
  limitUses: { column: discounts.limitUses, kind: "number" },
  combinable: { column: discounts.combinable, kind: "boolean" },
  partnerId: { column: discounts.partnerId, kind: "uuid" },
  startDate: { column: discounts.startDate, kind: "date" },
  endDate: { column: discounts.endDate, kind: "date" },
  createdAt: { column: discounts.createdAt, kind: "date" },
  updatedAt: { column: discounts.updatedAt, kind: "date" },
};

export const discountDefaultSort = [{ field: "createdAt", direction: "DESC" }];
