// The parts of the order details page: items with the lots they drew from, payments, totals and fees, and the
// timeline from the activity log.
import { Card, Descriptions, Empty, Table, Tag, Timeline, Typography } from "antd";
import dayjs from "dayjs";
import { money, toMoneyNumber } from "../../../../common/money";
import { priceText } from "../../catalogue/options";
import { DATE_FORMAT } from "../../columns";
import { enumLabel, StatusChip } from "./options";
import { DATE_TIME_FORMAT } from "./resource";
import type { OrderDetails, OrderDetailsItem, OrderDetailsPayment, OrderTimelineItem } from "./types";

export function ItemsCard({ order }: { order: OrderDetails }) {
  return (
    <Card title={`Items (${order.items.length})`} style={{ marginBottom: 16 }}>
      <Table<OrderDetailsItem>
        data-testid="order-items"
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 1000 }}
        dataSource={order.items}
        columns={[
          {
            title: "Product",
            key: "name",
            width: 240,
            render: (_, item) => (
              <>
                <div>{item.name}</div>
                {item.skuCode && <Typography.Text type="secondary">{item.skuCode}</Typography.Text>}
              </>
            ),
          },
          {
            title: "Lots",
            key: "lots",
            width: 260,
            render: (_, item) =>
              item.lots.length === 0 ? (
                "—"
              ) : (
                <div data-testid={`order-item-lots-${item.id}`}>
                  {item.lots.map((lot) => (
                    <div key={lot.id}>
                      <Tag>{lot.actionId}</Tag> exp. {dayjs(lot.batchExpiry).format(DATE_FORMAT)} × {lot.quantity}
                      {lot.returnedQuantity > 0 && ` (${lot.returnedQuantity} returned)`}
                    </div>
                  ))}
                </div>
              ),
          },
          { title: "Qty", dataIndex: "quantity", width: 70, align: "right" },
          { title: "Returned", dataIndex: "returnedQuantity", width: 90, align: "right" },
          { title: "Unit Price", key: "unitPrice", width: 120, align: "right", render: (_, item) => priceText(item.unitPrice) },
          { title: "Discount", key: "discount", width: 110, align: "right", render: (_, item) => (money(item.discount).isZero() ? "—" : priceText(toMoneyNumber(money(item.discount).neg()))) },
          { title: "Tax", key: "tax", width: 140, align: "right", render: (_, item) => `${priceText(item.tax)} (${item.taxRate}%${item.isTaxInclusive ? " incl." : ""})` },
          { title: "Total", key: "total", width: 130, align: "right", render: (_, item) => <strong>{priceText(item.totalPrice)}</strong> },
        ]}
      />
    </Card>
  );
}

export function PaymentsCard({ order }: { order: OrderDetails }) {
  return (
    <Card title="Payments" style={{ marginBottom: 16 }}>
      <Table<OrderDetailsPayment>
        data-testid="order-payments"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.payments}
        locale={{ emptyText: "No payments" }}
        columns={[
          { title: "Method", key: "method", render: (_, payment) => enumLabel(payment.method) },
          { title: "Status", key: "status", render: (_, payment) => <StatusChip value={payment.status} testId={`payment-status-${payment.id}`} /> },
          { title: "Amount", key: "amount", align: "right", render: (_, payment) => priceText(payment.amount) },
          { title: "Tendered", key: "tendered", align: "right", render: (_, payment) => priceText(payment.tendered) },
          { title: "Change", key: "change", align: "right", render: (_, payment) => priceText(payment.change) },
          { title: "Time", key: "createdAt", render: (_, payment) => dayjs(payment.createdAt).format(DATE_TIME_FORMAT) },
        ]}
      />
    </Card>
  );
}

export function TotalsCard({ order }: { order: OrderDetails }) {
  const rows: [string, string, number][] = [
    ["subtotal", "Subtotal", order.subtotal],
    ["discount", "Discount", toMoneyNumber(money(order.totalDiscount).neg())],
    ["tax", "Tax", order.tax],
    ["delivery", "Delivery Charges", order.deliveryCharges],
    ["platform-fee", "Platform Fee", order.platformFee],
    ["platform-fee-tax", "Platform Fee Tax", order.platformFeeTax],
    ["pos-fee", "POS Fee", order.posFees],
    ["integration", "Integration Charges", order.integrationCharges],
    ["change", "Change Given", order.changeDue],
  ];
  return (
    <Card title="Totals & Fees" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={1} bordered>
        {rows.map(([key, label, value]) => (
          <Descriptions.Item key={key} label={label}>
            <span data-testid={`order-${key}`}>{priceText(value)}</span>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={<strong>Total</strong>}>
          <strong data-testid="order-total">{priceText(order.totalAmount)}</strong>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

const ACTION_LABELS: Record<string, string> = { CREATE: "Sold", HOLD: "Held", RESUME: "Resumed" };

/** Which status an UPDATE entry changed (the key its details name the new value by), and how to say it. */
const CHANGES: readonly { key: string; title: string }[] = [
  { key: "status", title: "Status changed" },
  { key: "paymentStatus", title: "Payment status changed" },
  { key: "shippingStatus", title: "Shipping changed" },
  { key: "fulfillmentStatus", title: "Fulfilment changed" },
];

/** A timeline entry in words: what happened, and the from → to, reason or amount it recorded. */
function describeEntry(action: string, details: unknown): { title: string; detail: string | null } {
  const record = typeof details === "object" && details !== null ? (details as Record<string, unknown>) : {};
  if (action === "UPDATE" && record.printed === true) return { title: "Receipt printed", detail: null };
  const parts: string[] = [];
  let title = ACTION_LABELS[action] ?? enumLabel(action);
  const change = CHANGES.find(({ key }) => typeof record[key] === "string");
  if (action === "UPDATE" && change) {
    title = change.title;
    const to = String(record[change.key]);
    parts.push(typeof record.from === "string" ? `${enumLabel(record.from)} → ${enumLabel(to)}` : enumLabel(to));
  }
  if (typeof record.reason === "string" && record.reason) parts.push(`Reason: ${record.reason}`);
  if (action === "CREATE" && (typeof record.total === "string" || typeof record.total === "number")) parts.push(`Total ${priceText(Number(record.total))}`);
  return { title, detail: parts.length > 0 ? parts.join(" · ") : null };
}

export function TimelineCard({ order }: { order: OrderDetails }) {
  return (
    <Card title="Timeline" style={{ marginBottom: 16 }}>
      {order.timeline.length === 0 ? (
        <Empty description="No activity recorded" />
      ) : (
        <Timeline
          data-testid="order-timeline"
          items={order.timeline.map((entry: OrderTimelineItem) => {
            const { title, detail } = describeEntry(entry.action, entry.details);
            return {
              key: entry.id,
              children: (
                <div data-testid={`order-timeline-${entry.action}`}>
                  <strong>{title}</strong>
                  {detail && <div>{detail}</div>}
                  <Typography.Text type="secondary" style={{ display: "block" }}>
                    {dayjs(entry.createdAt).format(DATE_TIME_FORMAT)}
                    {entry.user && ` · ${entry.user.firstName} ${entry.user.lastName}`.trimEnd()}
                  </Typography.Text>
                </div>
              ),
            };
          })}
        />
      )}
    </Card>
  );
}
