// System → Audit (system/audit, spec "Audit list"): the resource (menu, permissions, getAllAudits of the current
// location, newest number first, 20/30/50 rows a page) and its columns; the status and type tags the dialogs share.
import { P } from "../../../../common/permissions/catalogue";
import { AUDIT_LOT_STATUSES, AUDIT_PRODUCT_STATUSES, AUDIT_STATUSES, AUDIT_TYPES } from "../../../../common/schemas/audit";
import { formatDateTime } from "../../../../common/format/date";
import { optionsOf, priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { AUDIT_LIST_FIELDS, type AuditListRecord } from "./queries";

export const AUDIT_LIST = "system/audit";
/** The execution screen of an audit (built beside this list). */
export const auditExecutionPath = (auditId: string) => `${AUDIT_LIST}/execution/${encodeURIComponent(auditId)}`;

export const AUDIT_STATUS_OPTIONS = optionsOf(AUDIT_STATUSES, { PENDING: "gold", IN_PROGRESS: "blue", COMPLETED: "green", CLOSED: "default" });
export const AUDIT_TYPE_OPTIONS = optionsOf(AUDIT_TYPES, { ALL: "purple", HIGH_SELLING: "cyan", LOW_SELLING: "geekblue", RANDOM: "magenta", SPECIFIC_PRODUCT: "orange" });
export const AUDIT_PRODUCT_STATUS_OPTIONS = optionsOf(AUDIT_PRODUCT_STATUSES, { PENDING: "gold", IN_PROGRESS: "blue", COMPLETED: "green" });
export const AUDIT_LOT_STATUS_OPTIONS = optionsOf(AUDIT_LOT_STATUSES, { PENDING: "default", MATCHED: "green", SHORT: "red", EXCESS: "orange" });

/** Audit list page sizes (spec section 9). */
const AUDIT_LIST_PAGING = { pageSize: 20, pageSizeOptions: [20, 30, 50] } as const;
const figure = { sortable: false, filter: false } as const;

export const auditDeclaration: ResourceDeclaration<AuditListRecord> = {
  name: "audit",
  label: "Audit",
  parent: "system",
  permissions: { list: P.system.audit.read, create: P.system.audit.create },
  gql: { list: { operation: "getAllAudits", fields: AUDIT_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "secondaryId", order: "desc" }],
  ...AUDIT_LIST_PAGING,
  search: { field: "secondaryId", placeholder: "Search by audit ID" },
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 } },
    { name: "status", label: "Status", type: "select", options: AUDIT_STATUS_OPTIONS, column: { width: 130 } },
    { name: "type", label: "Type", type: "select", options: AUDIT_TYPE_OPTIONS, column: { width: 170 } },
    { name: "itemCount", label: "No of Products", type: "number", column: { width: 130 } },
    { name: "lotCount", label: "No of Lots", type: "number", column: { width: 110 } },
    { name: "matchedProducts", label: "Matched Products", type: "number", column: { ...figure, width: 150 } },
    { name: "shortProducts", label: "Short Products", type: "number", column: { ...figure, width: 130 } },
    { name: "shortStockValue", label: "Short Stock Value", type: "number", column: { ...figure, width: 160, render: (audit) => priceText(audit.shortStockValue) } },
    { name: "excessProducts", label: "Excess Products", type: "number", column: { ...figure, width: 140 } },
    { name: "excessStockValue", label: "Excess Stock Value", type: "number", column: { ...figure, width: 160, render: (audit) => priceText(audit.excessStockValue) } },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 180, render: (audit) => formatDateTime(audit.createdAt) } },
  ],
};

export const auditResource: BuiltResource = defineBespokeResource(auditDeclaration, { list: AUDIT_LIST });
