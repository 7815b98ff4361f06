// Who an order is for and what it was given: the customer (linked to their page), the partner, the delivery
// address, and each discount with what it took off. Shown only when the order has any of them.
import { Card, Descriptions, Typography } from "antd";
import { Link } from "react-router";
import { money, toMoneyNumber } from "../../../../common/money";
import { DISCOUNT_SCOPE_LABELS } from "../../../../common/schemas/discount";
import { priceText } from "../../catalogue/options";
import { appPath } from "../../defineResource";
import type { OrderDetails } from "./types";

export function OrderDealCard({ order }: { order: OrderDetails }) {
  const { customer, partner, address, discountLines } = order;
  if (!customer && !partner && !address && discountLines.length === 0) return null;
  return (
    <Card title="Customer & Discounts" style={{ marginBottom: 16 }} data-testid="order-deal">
      <Descriptions size="small" column={1} bordered>
        {customer && (
          <Descriptions.Item label="Customer">
            <Link to={appPath(`customers-partners/customers/show/${customer.id}`)} data-testid="order-customer">
              {customer.name}
            </Link>{" "}
            <Typography.Text type="secondary">
              {customer.phoneNumber}
              {customer.email ? ` · ${customer.email}` : ""}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {partner && <Descriptions.Item label="Partner">{partner.name}</Descriptions.Item>}
        {address && (
          <Descriptions.Item label="Deliver To">
            <span data-testid="order-address">{address.line}</span>
            {address.landmark && <Typography.Text type="secondary"> · {address.landmark}</Typography.Text>}
          </Descriptions.Item>
        )}
        {discountLines.map((line) => (
          <Descriptions.Item key={line.discountId} label={`${DISCOUNT_SCOPE_LABELS[line.scope]} discount`}>
            <span data-testid="order-discount-line">
              {line.title}
              {line.code ? ` (${line.code})` : ""}: {priceText(toMoneyNumber(money(line.amount).neg()))}
            </span>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
