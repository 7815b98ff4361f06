// A customer's orders on their page, newest first, server-paged (getOrders filtered by customerId): number, date,
// type, status, payment and total, each opening the order's details. Shown to those who may list orders.
import { useCan } from "@refinedev/core";
import { Card, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { statusInWords } from "../../../../common/schemas/order";
import { graphql, type ResultOf } from "../../../graphql";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { priceText } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { DATE_TIME_FORMAT, ORDER_LIST } from "../../sales/orders/resource";

const PAGE_SIZE = 10;

const CUSTOMER_ORDERS = graphql(`query CustomerOrders($filter: [FilterGroupInput!], $page: Int, $limit: Int) {
  getOrders(filter: $filter, page: $page, limit: $limit, sort: [{ field: "createdAt", direction: DESC }]) {
    data { id secondaryId kind status orderType paymentStatus totalAmount createdAt location { name } }
    meta { total }
  }
}`);
type CustomerOrder = ResultOf<typeof CUSTOMER_ORDERS>["getOrders"]["data"][number];

export function CustomerOrdersCard({ customerId }: { customerId: string }) {
  const canList = useCan({ action: "access", params: { permission: P.salesOrders.orderManagement.orderListRead } }).data?.can === true;
  const [page, setPage] = useState(1);
  const filter = [{ conditions: [{ field: "customerId", operator: "EQUAL" as const, value: customerId }] }];
  const query = useGqlQuery(["customer-orders"], CUSTOMER_ORDERS, canList ? { filter, page, limit: PAGE_SIZE } : null);
  if (!canList) return null;
  const orders = query.data?.getOrders;
  return (
    <Card size="small" title="Orders" style={{ marginTop: 16 }} data-testid="customer-orders">
      <Table<CustomerOrder>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={orders?.data ?? []}
        locale={{ emptyText: query.isError ? "The orders could not be loaded." : "No orders yet." }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: orders?.meta.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: "Order", dataIndex: "secondaryId", width: 150, render: (number: string, order) => <Link to={appPath(`${ORDER_LIST}/details/${order.id}`)}>{number}</Link> },
          { title: "Date", dataIndex: "createdAt", width: 170, render: (value: string) => dayjs(value).format(DATE_TIME_FORMAT) },
          { title: "Location", key: "location", render: (_: unknown, order) => order.location.name },
          { title: "Type", dataIndex: "orderType", width: 110, render: (value: string) => statusInWords(value) },
          { title: "Status", dataIndex: "status", width: 130, render: (value: string) => <Tag>{statusInWords(value)}</Tag> },
          { title: "Payment", dataIndex: "paymentStatus", width: 110, render: (value: string) => statusInWords(value) },
          { title: "Total", dataIndex: "totalAmount", width: 120, align: "right", render: (value: number) => priceText(value) },
        ]}
      />
    </Card>
  );
}
