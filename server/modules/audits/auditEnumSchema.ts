// The audit enums of the GraphQL schema, shared by the audit schema files.
import { AUDIT_LOT_STATUSES, AUDIT_PRODUCT_STATUSES, AUDIT_STATUSES, AUDIT_TYPES } from "../../../common/schemas/audit";
import { builder } from "../../graphql/builder";

export const AuditStatusEnum = builder.enumType("AuditStatus", { values: AUDIT_STATUSES });
export const AuditTypeEnum = builder.enumType("AuditType", { values: AUDIT_TYPES });
export const AuditProductStatusEnum = builder.enumType("AuditProductStatus", { values: AUDIT_PRODUCT_STATUSES });
export const AuditLotStatusEnum = builder.enumType("AuditLotStatus", { values: AUDIT_LOT_STATUSES });
