// The 'Return Order Details' dialog (spec "Return Order"): header with the return id, status, total and time, Print
// Slip and Copy Return ID; Order Summary; People & Register; Returned Items with a footer total; the comment; and
// the loading, error and not-found states worded as the spec has them.
import { CopyOutlined, PrinterOutlined } from "@ant-design/icons";
import { Alert, Button, Descriptions, Modal, Result, Skeleton, Space, Table, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { money, sumMoney, toMoneyNumber } from "../../../../common/money";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { priceText } from "../../catalogue/options";
import { StatusChip } from "../orders/options";
import { paymentMethodLabel } from "../../../../common/schemas/order";
import { copyText } from "./copyText";
import { RETURN_ORDER, type ReturnOrderDetails } from "./queries";
import { DATE_TIME_FORMAT } from "../../../../common/format/date";

/** The spec's long format: the shared date with its time. */
export const LONG_DATE = DATE_TIME_FORMAT;
/** The return slip is the receipt page of the RETURN order (80 mm, 'RETURN SLIP'). */
const returnSlipPath = (id: string) => `/invoice/order-receipt/${encodeURIComponent(id)}`;
type Item = ReturnOrderDetails["items"][number];

function Header({ returned }: { returned: ReturnOrderDetails }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await copyText(returned.secondaryId);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="return-dialog-id">
          {returned.secondaryId}
        </Typography.Title>
        <StatusChip value={returned.status} />
        <Typography.Text strong>{priceText(returned.totalAmount)}</Typography.Text>
        <Typography.Text type="secondary">{dayjs(returned.createdAt).format(LONG_DATE)}</Typography.Text>
      </Space>
      <Space>
        <Button icon={<PrinterOutlined />} onClick={() => window.open(returnSlipPath(returned.id), "_blank", "noopener")} data-testid="return-dialog-print">
          Print Slip
        </Button>
        <Tooltip title="Copied!" open={copied}>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="return-dialog-copy">
            Copy Return ID
          </Button>
        </Tooltip>
      </Space>
    </Space>
  );
}

function Details({ returned }: { returned: ReturnOrderDetails }) {
  const openedBy = returned.session?.openedBy;
  const total = toMoneyNumber(sumMoney(returned.items.map((item) => item.totalPrice)));
  return (
    <>
      <Descriptions title="Order Summary" size="small" column={2} bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label="Return ID">{returned.secondaryId}</Descriptions.Item>
        <Descriptions.Item label="Parent Order">{returned.order?.secondaryId ?? "—"}</Descriptions.Item>
        <Descriptions.Item label="Created">{dayjs(returned.createdAt).format(LONG_DATE)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusChip value={returned.status} />
        </Descriptions.Item>
      </Descriptions>
      <Descriptions title="People & Register" size="small" column={3} bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label="Customer">{returned.customer ? `${returned.customer.name} (${returned.customer.phoneNumber})` : "—"}</Descriptions.Item>
        <Descriptions.Item label="Processed By">{openedBy ? `${openedBy.firstName} ${openedBy.lastName}` : "—"}</Descriptions.Item>
        <Descriptions.Item label="Register">{returned.location?.name ?? "N/A"}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Returned Items
      </Typography.Title>
      <Table<Item>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={returned.items}
        data-testid="return-dialog-items"
        columns={[
          {
            title: "Product",
            key: "product",
            render: (_, item) => (
              <span>
                {item.name}
                <br />
                <Typography.Text type="secondary">{[item.skuCode, ...item.lots.map((lot) => lot.actionId)].filter(Boolean).join(" · ")}</Typography.Text>
              </span>
            ),
          },
          { title: "Unit Price", dataIndex: "unitPrice", align: "right", render: (value: number) => priceText(value) },
          { title: "Qty", dataIndex: "quantity", align: "right" },
          { title: "Discount", dataIndex: "discount", align: "right", render: (value: number) => (value > 0 ? priceText(toMoneyNumber(money(value).neg())) : "-") },
          { title: "Subtotal", dataIndex: "subTotal", align: "right", render: (value: number) => priceText(value) },
          { title: "Total", dataIndex: "totalPrice", align: "right", render: (value: number) => priceText(value) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>Total</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="return-dialog-total">{priceText(total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {returned.comment && <Alert style={{ marginTop: 16 }} type="info" showIcon message="Return Comment" description={returned.comment} data-testid="return-dialog-comment" />}
      <RefundBox returned={returned} />
    </>
  );
}

/** How the money went back, and, when someone chose another method than the sale's, who and why (issue 25). */
function RefundBox({ returned }: { returned: ReturnOrderDetails }) {
  const methods = returned.refunds.map((refund) => `${paymentMethodLabel(refund.method)} ${priceText(refund.amount)}`).join(" · ");
  const chosenBy = returned.refundMethodChosenBy;
  return (
    <Alert
      style={{ marginTop: 16 }}
      type={returned.refundMethodReason ? "warning" : "info"}
      showIcon
      message={`Refunded by ${methods || "—"}`}
      description={
        returned.refundMethodReason
          ? `Not the sale's own method: chosen by ${chosenBy ? `${chosenBy.firstName} ${chosenBy.lastName}` : "—"} because "${returned.refundMethodReason}".`
          : "To the sale's own method(s)."
      }
      data-testid="return-dialog-refund"
    />
  );
}

export function ReturnOrderDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useGqlQuery(["return-order"], RETURN_ORDER, { id });
  const missing = query.error && /No Return Order Found|not found/i.test(query.error.message);
  return (
    <Modal open width={960} title="Return Order Details" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} data-testid="return-dialog" destroyOnHidden>
      {query.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {missing && <Result status="404" title="No Return Order Found" subTitle="The requested return order could not be found or may have been deleted." />}
      {query.error && !missing && <Result status="error" title="Error Loading Return Order" subTitle="Unable to load the return order details. Please try again." />}
      {query.data && (
        <>
          <Header returned={query.data.returned} />
          <Details returned={query.data.returned} />
        </>
      )}
    </Modal>
  );
}
