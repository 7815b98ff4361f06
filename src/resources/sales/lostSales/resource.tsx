// Lost sales (sales-orders/lost-sale, sales-orders:loss-sale:read): what customers asked for at the current store
// and did not get, server-paged, searched by product and filtered by reason, type, date and amounts. They are
// recorded at the till (its Lost sale panel).
import { Tag } from "antd";
import dayjs from "dayjs";
import { P } from "../../../../common/permissions/catalogue";
import { LOST_SALE_REASON_LABELS, LOST_SALE_TYPE_LABELS } from "../../../../common/schemas/lostSale";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";
import { labelledOptions, priceText } from "../../catalogue/options";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { DATE_TIME_FORMAT } from "../orders/resource";

export const LOST_SALE_LIST = "sales-orders/lost-sale";

/** A lost sale as the list shows it. */
const LOST_SALE_FRAGMENT = graphql(`
  fragment LostSaleListFields on LostSale {
    id secondaryId productId productName quantity price value currentInventory reason type comment createdAt createdBy { firstName lastName }
  }
`);

export type LostSaleRecord = ResultOf<typeof LOST_SALE_FRAGMENT>;

const REASON_OPTIONS = labelledOptions(LOST_SALE_REASON_LABELS);
const TYPE_OPTIONS = labelledOptions(LOST_SALE_TYPE_LABELS, { IN_CATALOGUE: "blue", UNLISTED: "purple" });

export const lostSaleDeclaration: ResourceDeclaration<LostSaleRecord> = {
  name: "lost-sale",
  label: "Lost Sale",
  parent: "sales-orders",
  permissions: { list: P.salesOrders.lossSale.read },
  gql: { list: { operation: "getLostSales", fields: fieldsOf(LOST_SALE_FRAGMENT) } },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  scopedToLocation: true,
  search: { field: "search", placeholder: "Search by product" },
  fields: [
    { name: "secondaryId", label: "ID", type: "text", column: { sticky: "left", width: 120 } },
    { name: "createdAt", label: "Date", type: "date", column: { width: 170, render: (lost) => dayjs(lost.createdAt).format(DATE_TIME_FORMAT) } },
    { name: "productName", label: "Product", type: "text", column: { width: 240 } },
    { name: "quantity", label: "Qty", type: "number", column: { width: 90 } },
    { name: "price", label: "Price", type: "number", column: { width: 120, render: (lost) => priceText(lost.price) } },
    { name: "value", label: "Value", type: "number", column: { width: 130, render: (lost) => priceText(lost.value) } },
    { name: "currentInventory", label: "Stock Then", type: "number", column: { width: 110 } },
    { name: "reason", label: "Reason", type: "select", options: REASON_OPTIONS, column: { width: 150, render: (lost) => <Tag>{LOST_SALE_REASON_LABELS[lost.reason]}</Tag> } },
    { name: "type", label: "Type", type: "select", options: TYPE_OPTIONS, column: { width: 150 } },
    { name: "createdBy.firstName", label: "Recorded By", type: "text", column: { width: 150, sortable: false, render: (lost) => (lost.createdBy ? `${lost.createdBy.firstName} ${lost.createdBy.lastName}` : "—") } },
    { name: "comment", label: "Comment", type: "text", column: { width: 220, sortable: false, filter: false } },
  ],
};

export const lostSalesResource: BuiltResource = defineBespokeResource(lostSaleDeclaration, { list: LOST_SALE_LIST });
