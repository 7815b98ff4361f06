// Order management: the orders of the current location (server-paged, searched by order number, filtered by
// source, channel, status, payment status, register, date and amount), each opening its details page.
import dayjs from "dayjs";
import { P } from "../../../../common/permissions/catalogue";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { ORDER_CHANNEL_OPTIONS, ORDER_SOURCE_OPTIONS, ORDER_STATUS_OPTIONS, PAYMENT_STATUS_OPTIONS, StatusChip } from "./options";
import { ORDER_LIST_FIELDS, type OrderListRecord } from "./types";

export const ORDER_LIST = "sales-orders/order-management";
export const orderDetailsPath = (id: string) => `${ORDER_LIST}/details/${encodeURIComponent(id)}`;

export { DATE_TIME_FORMAT } from "../../../../common/format/date";
import { DATE_TIME_FORMAT } from "../../../../common/format/date";

export const orderDeclaration: ResourceDeclaration<OrderListRecord> = {
  name: "orders",
  label: "Order Management",
  parent: "sales-orders",
  permissions: { list: P.salesOrders.orderManagement.orderListRead, show: P.salesOrders.orderManagement.orderDetailsRead },
  gql: { list: { operation: "getOrders", fields: ORDER_LIST_FIELDS } },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  scopedToLocation: true,
  search: { field: "secondaryId", placeholder: "Search by order number" },
  fields: [
    { name: "secondaryId", label: "Order #", type: "text", column: { sticky: "left", width: 150 } },
    { name: "createdAt", label: "Created", type: "date", column: { width: 170, render: (order) => dayjs(order.createdAt).format(DATE_TIME_FORMAT) } },
    {
      name: "status",
      label: "Status",
      type: "select",
      options: ORDER_STATUS_OPTIONS,
      column: { width: 150, render: (order) => <StatusChip value={order.status} testId={`order-status-${order.secondaryId}`} /> },
    },
    {
      name: "paymentStatus",
      label: "Payment Status",
      type: "select",
      options: PAYMENT_STATUS_OPTIONS,
      column: { width: 160, render: (order) => <StatusChip value={order.paymentStatus} testId={`order-payment-${order.secondaryId}`} /> },
    },
    {
      name: "totalAmount",
      label: "Total",
      type: "number",
      column: { width: 140, render: (order) => <span data-testid={`order-total-${order.secondaryId}`}>{priceText(order.totalAmount)}</span> },
    },
    {
      name: "itemCount",
      label: "Items",
      type: "number",
      column: { width: 80, sortable: false, filter: false, render: (order) => order.items.length },
    },
    {
      name: "locationId",
      label: "Location",
      type: "text",
      column: { path: "location.name", sortable: false, filter: false, width: 160 },
    },
    {
      name: "registerId",
      label: "Register",
      type: "text",
      column: {
        sortable: false,
        width: 150,
        render: (order) => order.register?.name ?? "—",
        filterReference: { resource: "order-registers", sorters: [{ field: "name", order: "asc" }] },
      },
    },
    { name: "orderSource", label: "Source", type: "select", options: ORDER_SOURCE_OPTIONS, column: { width: 110 } },
    { name: "orderChannel", label: "Channel", type: "select", options: ORDER_CHANNEL_OPTIONS, column: { width: 120 } },
  ],
};

export const ordersResource: BuiltResource = defineBespokeResource(orderDeclaration, {
  list: ORDER_LIST,
  show: `${ORDER_LIST}/details/:id`,
});
