// One purchase order as the server holds it: header, the server-computed totals, items with what is still to
// be received, and the Edit and Close PO actions.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Descriptions, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useNavigate, useParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { priceText } from "../../catalogue/options";
import { DATE_FORMAT } from "../../columns";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { LoadingOverlay } from "../../../components/feedback/LoadingOverlay";
import { printLinks } from "../../../components/printing/printLinks";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { EditPurchaseOrderButton } from "./EditPurchaseOrderButton";
import { ClosePurchaseOrderButton } from "./PurchaseOrderListPage";
import { PURCHASE_ORDER_LIST } from "./resource";
import { EnumTag, PO_STATUS_OPTIONS } from "./status";
import { GET_PURCHASE_ORDER, type PurchaseOrderItemRecord } from "./types";

export function PurchaseOrderDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["purchase-order"], GET_PURCHASE_ORDER, id ? { id } : null);
  const back = () => navigate(appPath(PURCHASE_ORDER_LIST));
  const order = query.data?.purchaseOrder;
  const canReceive = useCan({ action: "access", params: { permission: P.procurement.goodsReceiptNote.create } }).data?.can === true;

  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back to Purchase Order" data-testid="form-back" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        Purchase Order {order?.secondaryId ?? ""}
      </Typography.Title>
      {order && <EnumTag value={order.status} options={PO_STATUS_OPTIONS} />}
      <div style={{ flex: 1 }} />
      {order && (order.status === "OPEN" || order.status === "PARTIAL") && canReceive && (
        <Button type="primary" data-testid="po-receive" onClick={() => navigate(appPath(`procurement/grn/create?poId=${order.id}`))}>
          Receive goods (GRN)
        </Button>
      )}
      {order && <EditPurchaseOrderButton order={order} withLabel />}
      {order && (
        <PrintLinkButton href={printLinks.purchaseOrder(order.id)} label="Print PO" testId="po-print" />
      )}
      {order && <ClosePurchaseOrderButton order={order} withLabel />}
    </div>
  );

  if (query.isLoading) return <LoadingOverlay fullScreen={false} />;
  if (query.error || !order) {
    return (
      <div>
        {heading}
        <Alert type="error" showIcon message={errorMessage(query.error) ?? "Purchase order not found."} />
      </div>
    );
  }

  return (
    <div data-testid="po-details-page">
      {heading}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Vendor">{order.vendor.name}</Descriptions.Item>
          <Descriptions.Item label="Delivery Location">{order.deliveryLocation.name}</Descriptions.Item>
          <Descriptions.Item label="Expected Delivery">{dayjs(order.expectedDeliveryDate).format(DATE_FORMAT)}</Descriptions.Item>
          <Descriptions.Item label="Order Type">{order.orderType}</Descriptions.Item>
          <Descriptions.Item label="PO Type">{order.poType}</Descriptions.Item>
          <Descriptions.Item label="Created At">{dayjs(order.createdAt).format(DATE_FORMAT)}</Descriptions.Item>
          {order.additionalTerms && <Descriptions.Item label="Additional Terms" span={3}>{order.additionalTerms}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title="Items" style={{ marginBottom: 16 }}>
        <Table<PurchaseOrderItemRecord>
          data-testid="po-details-items"
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 1100 }}
          dataSource={order.items}
          columns={[
            { title: "Product", key: "product", render: (_, item) => item.product.name, width: 220 },
            { title: "UoM", dataIndex: "uom", width: 80 },
            { title: "Conversion", dataIndex: "itemConversion", width: 100 },
            { title: "Required", dataIndex: "requiredQuantity", width: 90 },
            { title: "FOC", dataIndex: "foc", width: 70 },
            { title: "Received", dataIndex: "receivedQuantity", width: 90 },
            { title: "Remaining", dataIndex: "grnRemainingQuantity", width: 100 },
            { title: "Trade Price", key: "tradePrice", render: (_, item) => priceText(item.tradePrice), width: 120 },
            { title: "Disc. %", dataIndex: "tradeDiscountPercentage", width: 80 },
            { title: "GST %", dataIndex: "gstPercentage", width: 80 },
            { title: "Total", key: "totalPrice", align: "right", render: (_, item) => priceText(item.totalPrice), width: 130 },
          ]}
        />
      </Card>
      <Card title="Totals">
        <Space size="large" wrap data-testid="po-server-totals">
          <span>Net Amount: {priceText(order.netAmount)}</span>
          <span>Trade Discount: {priceText(order.totalDiscount)}</span>
          <span>Sales Tax: {priceText(order.salesTax)}</span>
          <strong data-testid="po-total-amount">Total Amount: {priceText(order.totalAmount)}</strong>
        </Space>
      </Card>
    </div>
  );
}
