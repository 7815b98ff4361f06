import { P } from "../../../../common/permissions/catalogue";
import { priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { EnumTag, GRN_ITEM_STATUS_OPTIONS } from "../purchaseOrders/status";
import { GRN_LIST_FIELDS, type GrnListRecord } from "./types";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";

export const GRN_LIST = "procurement/grn";

const GRN_STATUS_OPTIONS = GRN_ITEM_STATUS_OPTIONS.filter((option) => ["QC", "RECEIVED", "COMPLETED", "REJECTED"].includes(option.value));

export const grnDeclaration: ResourceDeclaration<GrnListRecord> = {
  name: "grn",
  label: "GRN",
  parent: "procurement",
  permissions: {
    list: P.procurement.goodsReceiptNote.read,
    create: P.procurement.goodsReceiptNote.create,
    show: P.procurement.goodsReceiptNote.details,
  },
  gql: { list: { operation: "getAllGrns", fields: GRN_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 140 } },
    { name: "purchaseOrder.secondaryId", label: "Purchase Order", type: "text", column: { width: 140 } },
    {
      name: "vendorId",
      label: "Vendor",
      type: "text",
      column: {
        path: "purchaseOrder.vendor.name",
        sortable: false,
        width: 200,
        filterReference: { resource: "vendor", sorters: [{ field: "name", order: "asc" }] },
      },
    },
    { name: "location.name", label: "Location", type: "text", column: { sortable: false, filter: false, width: 160 } },
    { name: "invoiceNumber", label: "Invoice No.", type: "text", column: { width: 140 } },
    { name: "invoiceDate", label: "Invoice Date", type: "date", column: { width: 130 } },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: GRN_STATUS_OPTIONS,
      column: { width: 120, render: (grn) => <EnumTag value={grn.status} options={GRN_STATUS_OPTIONS} /> },
    },
    { name: "total", label: "Total", type: "number", column: { sortable: false, filter: false, width: 140, render: (grn) => priceText(grn.total) } },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 } },
  ],
};

export const grnResource: BuiltResource = defineBespokeResource(grnDeclaration, { list: GRN_LIST, create: `${GRN_LIST}/create`, show: `${GRN_LIST}/details/:id` });
