// The order details' actions: Print / Reprint the receipt, and the status changes the server allows (order,
// payment, shipping, fulfilment), each behind a confirm; cancelling asks for a reason. A refusal of the server is
// the toast's description.
import { DownOutlined, PrinterOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { App, Button, Dropdown, Input, Space } from "antd";
import { useRef } from "react";
import { P } from "../../../../common/permissions/catalogue";
import type { FulfillmentStatus, OrderStatus, PaymentStatus, ShippingStatus } from "../../../../common/schemas/order";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { enumLabel, hasReceipt } from "./options";
import { allowedTransitions, TRANSITION_LABELS, type TransitionKind } from "./transitions";
import { usePrintReceipt } from "./usePrintReceipt";
import { PROCESS_FULFILLMENT, PROCESS_ORDER, PROCESS_SHIPPING, UPDATE_PAYMENT_STATUS, type OrderDetails } from "./types";

const KINDS: readonly TransitionKind[] = ["status", "paymentStatus", "fulfillmentStatus", "shippingStatus"];

function useTransitionMutations() {
  const failure = "The order could not be changed";
  return {
    status: useGqlMutation(PROCESS_ORDER, { success: ({ order }) => `Order ${order.secondaryId} is now ${enumLabel(order.status)}.`, failure }),
    paymentStatus: useGqlMutation(UPDATE_PAYMENT_STATUS, { success: ({ order }) => `Order ${order.secondaryId} payment is now ${enumLabel(order.paymentStatus)}.`, failure }),
    shippingStatus: useGqlMutation(PROCESS_SHIPPING, { success: ({ order }) => `Order ${order.secondaryId} shipping is now ${enumLabel(order.shippingStatus)}.`, failure }),
    fulfillmentStatus: useGqlMutation(PROCESS_FULFILLMENT, { success: ({ order }) => `Order ${order.secondaryId} is now ${enumLabel(order.fulfillmentStatus)}.`, failure }),
  };
}

/** Print (or Reprint, after the first copy) through the hidden frame; the page refetches once the print is recorded. */
export function PrintReceiptButton({ order }: { order: OrderDetails }) {
  const print = usePrintReceipt();
  if (!hasReceipt(order)) return null;
  const reprint = order.printCount > 0;
  return (
    <Button icon={<PrinterOutlined />} onClick={() => print(order.id)} data-testid="order-print">
      {reprint ? "Reprint" : "Print"}
    </Button>
  );
}

export function OrderActions({ order }: { order: OrderDetails }) {
  const { modal } = App.useApp();
  const canUpdate = useCan({ action: "access", params: { permission: P.salesOrders.orderManagement.update } }).data?.can === true;
  const mutations = useTransitionMutations();
  const reason = useRef("");
  if (!canUpdate) return null;
  const allowed = allowedTransitions(order);

  const run = (kind: TransitionKind, to: string) => {
    const orderId = order.id;
    switch (kind) {
      case "status":
        return mutations.status.mutateAsync({ orderId, status: to as OrderStatus, reason: reason.current.trim() || null });
      case "paymentStatus":
        return mutations.paymentStatus.mutateAsync({ orderId, paymentStatus: to as PaymentStatus });
      case "shippingStatus":
        return mutations.shippingStatus.mutateAsync({ orderId, shippingStatus: to as ShippingStatus });
      case "fulfillmentStatus":
        return mutations.fulfillmentStatus.mutateAsync({ orderId, fulfillmentStatus: to as FulfillmentStatus });
    }
  };

  const confirm = (kind: TransitionKind, to: string) => {
    reason.current = "";
    const cancelling = kind === "status" && to === "CANCELLED";
    modal.confirm({
      title: `Change ${TRANSITION_LABELS[kind].toLowerCase()} to ${enumLabel(to)}?`,
      content: cancelling ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          <span>Order {order.secondaryId} will be cancelled. Why?</span>
          <Input.TextArea rows={2} maxLength={500} placeholder="Reason" aria-label="Reason" data-testid="order-cancel-reason" onChange={(event) => (reason.current = event.target.value)} />
        </Space>
      ) : (
        `Order ${order.secondaryId}: ${TRANSITION_LABELS[kind].toLowerCase()} ${enumLabel(String(order[kind]))} → ${enumLabel(to)}.`
      ),
      okText: "Confirm",
      cancelText: "Cancel",
      okButtonProps: { danger: cancelling },
      // a refusal is already the toast; the dialog closes either way
      onOk: () => run(kind, to)?.catch(() => undefined),
    });
  };

  return (
    <>
      {KINDS.filter((kind) => allowed[kind].length > 0).map((kind) => (
        <Dropdown
          key={kind}
          trigger={["click"]}
          menu={{
            items: allowed[kind].map((to) => ({ key: to, label: <span data-testid={`order-${kind}-to-${to}`}>{enumLabel(to)}</span> })),
            onClick: ({ key }) => confirm(kind, key),
          }}
        >
          <Button data-testid={`order-${kind}-menu`}>
            {TRANSITION_LABELS[kind]} <DownOutlined />
          </Button>
        </Dropdown>
      ))}
    </>
  );
}
