// One order: header with its number, status chips, total and actions (print or reprint the receipt, the status
// changes the server allows); then what was sold (items with their lots), payments, the customer, delivery and
// discounts, totals and fees, timeline.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { FISCAL_NUMBER_PENDING, sandboxNumberLabel } from "../../../../common/schemas/integration";
import { useNavigate, useParams } from "react-router";
import { LoadingOverlay } from "../../../components/feedback/LoadingOverlay";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { priceText } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { OrderActions, PrintReceiptButton } from "./OrderActions";
import { OrderDealCard } from "./OrderDealCard";
import { ItemsCard, PaymentsCard, TimelineCard, TotalsCard } from "./OrderDetailsSections";
import { enumLabel, StatusChip } from "./options";
import { DATE_TIME_FORMAT, ORDER_LIST } from "./resource";
import { GET_ORDER_DETAILS, type OrderDetails } from "./types";
import { OFFLINE_DISCREPANCY_LIST } from "../offlineDiscrepancies/resource";

function Summary({ order }: { order: OrderDetails }) {
  const navigate = useNavigate();
  const cashier = order.createdBy ? `${order.createdBy.firstName} ${order.createdBy.lastName}`.trim() : "—";
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="order-summary">
        <Descriptions.Item label="Location">{order.location.name}</Descriptions.Item>
        <Descriptions.Item label="Register">{order.register ? `${order.register.name} (${order.register.secondaryId})` : "N/A"}</Descriptions.Item>
        <Descriptions.Item label="Cashier">{cashier}</Descriptions.Item>
        <Descriptions.Item label="Source">{enumLabel(order.orderSource)}</Descriptions.Item>
        <Descriptions.Item label="Channel">{enumLabel(order.orderChannel)}</Descriptions.Item>
        <Descriptions.Item label="Type">{enumLabel(order.orderType)}</Descriptions.Item>
        <Descriptions.Item label="Created">{dayjs(order.createdAt).format(DATE_TIME_FORMAT)}</Descriptions.Item>
        <Descriptions.Item label="Completed">{order.completedAt ? dayjs(order.completedAt).format(DATE_TIME_FORMAT) : "—"}</Descriptions.Item>
        <Descriptions.Item label="Receipt">
          <span data-testid="order-print-count">{order.printCount === 0 ? "Not printed" : `Printed ${order.printCount} time${order.printCount === 1 ? "" : "s"}`}</span>
        </Descriptions.Item>
        {order.fbrInvoiceId && (
          <Descriptions.Item label="FBR Invoice">
            <span data-testid="order-fiscal-number">{order.fbrInvoiceId}</span>
            {order.fiscalNumberIsSandbox && (
              <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid="order-fiscal-sandbox">
                {sandboxNumberLabel("FBR")}
              </Tag>
            )}
          </Descriptions.Item>
        )}
        {!order.fbrInvoiceId && order.fiscalStatus && (
          <Descriptions.Item label="FBR Invoice">
            <span data-testid="order-fiscal-status">
              {order.fiscalStatus === "PENDING" ? FISCAL_NUMBER_PENDING : `Not posted (${order.fiscalStatus.toLowerCase()}): see Fiscal Postings`}
            </span>
          </Descriptions.Item>
        )}
        {order.offlineNumber && (
          <Descriptions.Item label="Offline Number">
            <span data-testid="order-offline-number">{order.offlineNumber}</span>
            {order.offlineDiscrepancies.length > 0 && (
              <Typography.Link style={{ marginInlineStart: 8 }} onClick={() => navigate(appPath(OFFLINE_DISCREPANCY_LIST))} data-testid="order-offline-discrepancies">
                {order.offlineDiscrepancies.filter((discrepancy) => !discrepancy.resolvedAt).length} open of {order.offlineDiscrepancies.length} discrepanc{order.offlineDiscrepancies.length === 1 ? "y" : "ies"}
              </Typography.Link>
            )}
          </Descriptions.Item>
        )}
        {order.mrNo && <Descriptions.Item label="MR No.">{order.mrNo}</Descriptions.Item>}
        {order.specialInstructions && <Descriptions.Item label="Special Instructions" span={3}>{order.specialInstructions}</Descriptions.Item>}
        {order.comment && <Descriptions.Item label="Comment" span={3}>{order.comment}</Descriptions.Item>}
        {order.cancelledReason && <Descriptions.Item label="Cancelled Because" span={3}>{order.cancelledReason}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}

export function OrderDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["order"], GET_ORDER_DETAILS, id ? { id } : null);
  const order = query.data?.order;
  const back = () => navigate(appPath(ORDER_LIST));

  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16, flexWrap: "wrap" }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back to Order Management" data-testid="form-back" />
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="order-title">
        Order {order?.secondaryId ?? ""}
      </Typography.Title>
      {order && (
        <Space size={4} wrap>
          <StatusChip value={order.status} testId="order-status" />
          <StatusChip value={order.paymentStatus} testId="order-payment-status" />
          <StatusChip value={order.fulfillmentStatus} testId="order-fulfillment-status" />
          <StatusChip value={order.shippingStatus} testId="order-shipping-status" />
          {order.madeOffline && (
            <Tag color="purple" data-testid="order-made-offline">
              Made offline
            </Tag>
          )}
        </Space>
      )}
      <div style={{ flex: 1 }} />
      {order && (
        <Space wrap>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="order-heading-total">
            {priceText(order.totalAmount)}
          </Typography.Text>
          <OrderActions order={order} />
          <PrintReceiptButton order={order} />
        </Space>
      )}
    </div>
  );

  if (query.isLoading) return <LoadingOverlay fullScreen={false} />;
  if (query.error || !order) {
    return (
      <div>
        {heading}
        <Alert type="error" showIcon message={errorMessage(query.error) ?? "Order not found."} data-testid="order-error" />
      </div>
    );
  }

  return (
    <div data-testid="order-details-page">
      {heading}
      <Summary order={order} />
      <ItemsCard order={order} />
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <PaymentsCard order={order} />
          <TimelineCard order={order} />
        </Col>
        <Col xs={24} lg={10}>
          <OrderDealCard order={order} />
          <TotalsCard order={order} />
        </Col>
      </Row>
    </div>
  );
}
