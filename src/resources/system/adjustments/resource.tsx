// System → Adjustments (spec routes: system/adjustments, /create; details at system/adjustments/?id={id}): the
// resource (menu, permissions, list operation), its columns and the option lists of types and statuses.
import dayjs from "dayjs";
import { DATE_TIME_FORMAT } from "../../../../common/format/date";
import { ADJUSTMENT_STATUSES, ADJUSTMENT_TYPES } from "../../../../common/schemas/adjustment";
import { P } from "../../../../common/permissions/catalogue";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { optionsOf, priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import type { ResourceDeclaration } from "../../types";
import { AdjustmentAuditLink } from "./AdjustmentAuditLink";
import { ADJUSTMENT_LIST_FIELDS, personName, type AdjustmentRecord } from "./queries";

export const ADJUSTMENT_LIST = "system/adjustments";
export const ADJUSTMENT_CREATE = `${ADJUSTMENT_LIST}/create`;
/** The details dialog over the list (spec: system/adjustments/?id={id}). */
export const adjustmentDetailsPath = (id: string) => `${ADJUSTMENT_LIST}?id=${encodeURIComponent(id)}`;

export const ADJUSTMENT_TYPE_OPTIONS = optionsOf(ADJUSTMENT_TYPES, { AUDIT: "purple", EXPIRED: "volcano", DAMAGED: "orange", LOST: "red", FOUND: "green", CORRECTION: "blue" });
export const ADJUSTMENT_STATUS_OPTIONS = optionsOf(ADJUSTMENT_STATUSES, { PENDING: "gold", APPROVED: "green", REJECTED: "red" });

export const adjustmentDeclaration: ResourceDeclaration<AdjustmentRecord> = {
  name: "adjustments",
  label: "Adjustments",
  parent: "system",
  permissions: { list: P.system.adjustment.read, create: P.system.adjustment.create },
  gql: { list: { operation: "getAdjustments", fields: ADJUSTMENT_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "title", placeholder: "Search by title" },
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 130 } },
    { name: "title", label: "Title", type: "text", column: { width: 220 } },
    {
      name: "adjustmentType",
      label: "Type",
      type: "select",
      options: ADJUSTMENT_TYPE_OPTIONS,
      column: { width: 130, render: (adjustment) => <EnumTag value={adjustment.adjustmentType} options={ADJUSTMENT_TYPE_OPTIONS} /> },
    },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: ADJUSTMENT_STATUS_OPTIONS,
      column: { width: 120, render: (adjustment) => <EnumTag value={adjustment.status} options={ADJUSTMENT_STATUS_OPTIONS} /> },
    },
    {
      name: "auditId",
      label: "Audit",
      type: "text",
      column: { width: 130, sortable: false, filter: false, render: (adjustment) => <AdjustmentAuditLink auditId={adjustment.auditId} auditSecondaryId={adjustment.auditSecondaryId} /> },
    },
    { name: "itemCount", label: "Items", type: "number", column: { width: 90 } },
    { name: "lotCount", label: "Lots", type: "number", column: { width: 90 } },
    { name: "adjustedQuantity", label: "Adjusted Quantity", type: "number", column: { width: 140 } },
    { name: "stockValue", label: "Stock Value", type: "number", column: { width: 150, render: (adjustment) => priceText(adjustment.stockValue) } },
    {
      name: "stockValueExcludingTax",
      label: "Stock Value (excl. Tax)",
      type: "number",
      column: { width: 170, sortable: false, filter: false, render: (adjustment) => priceText(adjustment.stockValueExcludingTax) },
    },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 170, render: (adjustment) => dayjs(adjustment.createdAt).format(DATE_TIME_FORMAT) } },
    { name: "createdBy", label: "Created By", type: "text", column: { width: 160, sortable: false, filter: false, render: (adjustment) => personName(adjustment.createdBy) } },
  ],
};

export const adjustmentResource: BuiltResource = defineBespokeResource(adjustmentDeclaration, { list: ADJUSTMENT_LIST, create: ADJUSTMENT_CREATE });
