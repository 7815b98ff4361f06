// A customer's page (customers-partners/customers/show/:id, opened from a row of the list): the details, the
// completed orders' summary, the addresses, each shown as its display line, added and edited here, and the orders.
import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Descriptions, Skeleton, Table, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { priceText } from "../../catalogue/options";
import { errorMessage } from "../../../providers/serverErrors";
import { AddressModal } from "./AddressModal";
import { CustomerOrdersCard } from "./CustomerOrdersCard";
import { CUSTOMER_VIEW, type CustomerAddress } from "./queries";

const CUSTOMER_LIST = "customers-partners/customers";

export default function CustomerViewPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["customer-view"], CUSTOMER_VIEW, id !== "" ? { id } : null);
  const canEdit = useCan({ resource: "customers", action: "edit" }).data?.can === true;
  const [editing, setEditing] = useState<CustomerAddress | "new" | null>(null);
  const customer = query.data?.customer;

  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(CUSTOMER_LIST))} aria-label="Back to Customers" data-testid="form-back" />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="customer-view-title">
        {customer?.name ?? "Customer"}
      </Typography.Title>
      <div style={{ flex: 1 }} />
      {customer && canEdit && (
        <Button icon={<EditOutlined />} onClick={() => navigate(appPath(`${CUSTOMER_LIST}/update/${customer.id}`))}>
          Edit
        </Button>
      )}
    </div>
  );

  if (query.isLoading) return <div>{heading}<Skeleton active paragraph={{ rows: 6 }} /></div>;
  if (!customer) return <div>{heading}<Alert type="error" showIcon message={errorMessage(query.error) ?? "Customer not found."} /></div>;

  return (
    <div>
      {heading}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={2} size="small">
          <Descriptions.Item label="ID">{customer.secondaryId}</Descriptions.Item>
          <Descriptions.Item label="Phone Number">{customer.phoneNumber}</Descriptions.Item>
          <Descriptions.Item label="Email">{customer.email ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="Gender">{customer.gender ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="Birthday">{customer.birthday ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="Partner">{customer.partner?.name ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="Orders">{customer.orders.orderCount}</Descriptions.Item>
          <Descriptions.Item label="Total Spent">{priceText(customer.orders.totalSpent)}</Descriptions.Item>
          <Descriptions.Item label="Notes" span={2}>{customer.notes ?? "—"}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title="Addresses"
        extra={
          canEdit && (
            <Button icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="address-add">
              Add Address
            </Button>
          )
        }
      >
        <Table<CustomerAddress>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={customer.addresses}
          locale={{ emptyText: "No addresses yet." }}
          columns={[
            { title: "ID", dataIndex: "secondaryId", width: 130 },
            { title: "Address", dataIndex: "line" },
            { title: "Landmark", dataIndex: "landmark", width: 200 },
            ...(canEdit
              ? [{ title: "Action", key: "action", width: 90, render: (_: unknown, address: CustomerAddress) => <Button type="text" icon={<EditOutlined />} aria-label="Edit" onClick={() => setEditing(address)} /> }]
              : []),
          ]}
        />
      </Card>
      <CustomerOrdersCard customerId={customer.id} />
      {editing !== null && <AddressModal customerId={customer.id} address={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
