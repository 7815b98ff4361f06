// Offline sale discrepancies (sales-orders/offline-discrepancies, order-management:order-list-read): what a sale the
// till made offline could not be as made (README "Offline sales (server)"): units no lot held (SHORTFALL) and a
// price that was not the one in force then (PRICE), at the current store, newest first, for the manager to resolve.
import { Tag, Typography } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { fieldsOf, graphql, type ResultOf } from "../../../graphql";
import { labelledOptions } from "../../catalogue/options";
import { appPath, defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { ResourceDeclaration } from "../../types";
import { DATE_TIME_FORMAT, ORDER_LIST } from "../orders/resource";

export const OFFLINE_DISCREPANCY_LIST = "sales-orders/offline-discrepancies";

const OFFLINE_DISCREPANCY_FRAGMENT = graphql(`
  fragment OfflineDiscrepancyListFields on OfflineDiscrepancy {
    id orderId orderSecondaryId offlineNumber kind productId productName lotId lotActionId quantity expected actual amount
    createdAt resolvedAt resolvedBy { firstName lastName } note
  }
`);

export type OfflineDiscrepancyRecord = ResultOf<typeof OFFLINE_DISCREPANCY_FRAGMENT>;

export const DISCREPANCY_KIND_LABELS = { SHORTFALL: "Stock short", PRICE: "Price" } as const;
const KIND_OPTIONS = labelledOptions(DISCREPANCY_KIND_LABELS, { SHORTFALL: "red", PRICE: "gold" });

/** What the discrepancy is, in a sentence: "4 of 14 had no stock" or "charged Rs 10.00, list Rs 12.00". */
function whatHappened(row: OfflineDiscrepancyRecord): string {
  if (row.kind === "SHORTFALL") return `${row.quantity ?? 0} of ${row.expected ?? "?"} sold had no stock (the lots gave ${row.actual ?? 0})`;
  return `Charged Rs ${row.actual ?? "?"} a unit, price then Rs ${row.expected ?? "?"}`;
}

export const offlineDiscrepancyDeclaration: ResourceDeclaration<OfflineDiscrepancyRecord> = {
  name: "offline-discrepancy",
  label: "Offline Sale Discrepancies",
  parent: "sales-orders",
  permissions: { list: P.salesOrders.orderManagement.orderListRead },
  gql: { list: { operation: "getOfflineDiscrepancies", fields: fieldsOf(OFFLINE_DISCREPANCY_FRAGMENT) } },
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  scopedToLocation: true,
  fields: [
    {
      name: "orderSecondaryId",
      label: "Order",
      type: "text",
      column: { sticky: "left", width: 130, render: (row) => <Link to={`${appPath(ORDER_LIST)}/details/${row.orderId}`} data-testid="discrepancy-order-link">{row.orderSecondaryId}</Link> },
    },
    { name: "offlineNumber", label: "Offline Number", type: "text", column: { width: 185 } },
    { name: "kind", label: "Kind", type: "select", options: KIND_OPTIONS, column: { width: 110, render: (row) => <Tag color={row.kind === "SHORTFALL" ? "red" : "gold"}>{DISCREPANCY_KIND_LABELS[row.kind as keyof typeof DISCREPANCY_KIND_LABELS] ?? row.kind}</Tag> } },
    { name: "productName", label: "Product", type: "text", column: { width: 170 } },
    { name: "quantity", label: "Qty", type: "number", column: { width: 65 } },
    {
      name: "resolvedAt",
      label: "Resolved",
      type: "date",
      column: {
        width: 240,
        render: (row) =>
          row.resolvedAt ? (
            <Typography.Text data-testid="discrepancy-resolution">
              {dayjs(row.resolvedAt).format(DATE_TIME_FORMAT)}
              {row.resolvedBy ? ` by ${row.resolvedBy.firstName} ${row.resolvedBy.lastName}` : ""}: {row.note}
            </Typography.Text>
          ) : (
            <Tag color="orange">Open</Tag>
          ),
      },
    },
    { name: "expected", label: "What Happened", type: "text", column: { width: 300, sortable: false, filter: false, render: (row) => whatHappened(row) } },
    { name: "lotActionId", label: "Lot", type: "text", column: { width: 130, sortable: false, filter: false, render: (row) => row.lotActionId ?? "—" } },
    { name: "createdAt", label: "Recorded", type: "date", column: { width: 150, render: (row) => dayjs(row.createdAt).format(DATE_TIME_FORMAT) } },
  ],
};

export const offlineDiscrepanciesResource: BuiltResource = defineBespokeResource(offlineDiscrepancyDeclaration, { list: OFFLINE_DISCREPANCY_LIST });
