import { P } from "../../../../common/permissions/catalogue";
import { priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { PO_STATUS_OPTIONS, EnumTag } from "./status";
import { PO_LIST_FIELDS, type PurchaseOrderRecord } from "./types";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";

export const PURCHASE_ORDER_LIST = "procurement/purchase-order";

export const purchaseOrderDeclaration: ResourceDeclaration<PurchaseOrderRecord> = {
  name: "purchase-order",
  label: "Purchase Order",
  parent: "procurement",
  permissions: { list: P.procurement.purchaseOrder.read, create: P.procurement.purchaseOrder.create, edit: P.procurement.purchaseOrder.update },
  gql: { list: { operation: "getPurchaseOrders", fields: PO_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 120 } },
    {
      name: "vendorId",
      label: "Vendor",
      type: "text",
      column: {
        path: "vendor.name",
        sortable: false,
        width: 200,
        filterReference: { resource: "vendor", sorters: [{ field: "name", order: "asc" }] },
      },
    },
    { name: "deliveryLocation.name", label: "Delivery Location", type: "text", column: { width: 160 } },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: PO_STATUS_OPTIONS,
      column: { width: 120, render: (po) => <EnumTag value={po.status} options={PO_STATUS_OPTIONS} /> },
    },
    { name: "expectedDeliveryDate", label: "Expected Delivery", type: "date", column: { width: 150 } },
    {
      name: "totalAmount",
      label: "Total Amount",
      type: "number",
      column: { width: 150, render: (po) => priceText(po.totalAmount) },
    },
    { name: "createdAt", label: "Created At", type: "date", column: { width: 130 } },
  ],
};

export const purchaseOrdersResource: BuiltResource = defineBespokeResource(purchaseOrderDeclaration, {
  list: PURCHASE_ORDER_LIST,
  create: `${PURCHASE_ORDER_LIST}/create`,
  edit: `${PURCHASE_ORDER_LIST}/update/:id`,
  show: `${PURCHASE_ORDER_LIST}/details/:id`,
});
