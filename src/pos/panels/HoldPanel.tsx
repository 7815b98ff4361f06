// Hold the cart (holdOrder with a note) and the held carts of this register: resuming one restores its lines and
// cancels the hold.
import { PauseCircleOutlined, PlayCircleOutlined } from "@ant-design/icons";
import { Button, Empty, Input, List, Skeleton, Tag, Typography } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../common/money";
import { useGqlQuery } from "../../providers/gqlHooks";
import { HELD_ORDERS, type HeldOrder } from "../documents";

const HOLD_NOTE_MAX = 250;

interface Props {
  registerId: string;
  currency: string;
  cartEmpty: boolean;
  /** F6 opens it on the list, F4 on the note. */
  focus: "note" | "list";
  busy: boolean;
  onHold: (note: string) => void;
  onResume: (order: HeldOrder) => void;
}

export function HoldPanel({ registerId, currency, cartEmpty, focus, busy, onHold, onResume }: Props) {
  const [note, setNote] = useState("");
  const noteBox = useRef<TextAreaRef>(null);
  const list = useRef<HTMLDivElement>(null);
  const held = useGqlQuery(["pos-held", registerId], HELD_ORDERS, { registerId });

  useEffect(() => {
    const timer = setTimeout(() => {
      if (focus === "note" && !cartEmpty) noteBox.current?.focus();
      else list.current?.querySelector<HTMLButtonElement>("button")?.focus();
    }, 60);
    return () => clearTimeout(timer);
  }, [focus, cartEmpty, held.isSuccess]);

  const orders = held.data?.held ?? [];
  return (
    <div data-testid="pos-hold">
      <Typography.Title level={5}>Hold this cart</Typography.Title>
      <Input.TextArea
        ref={noteBox}
        aria-label="Hold note"
        data-testid="pos-hold-note"
        placeholder="A note to find it again (e.g. customer's name)"
        rows={2}
        maxLength={HOLD_NOTE_MAX}
        value={note}
        disabled={cartEmpty}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            if (!cartEmpty && !busy) onHold(note);
          }
        }}
      />
      <Button
        type="primary"
        icon={<PauseCircleOutlined />}
        block
        style={{ marginTop: 8 }}
        disabled={cartEmpty}
        loading={busy}
        onClick={() => onHold(note)}
        data-testid="pos-hold-confirm"
      >
        {cartEmpty ? "The cart is empty" : "Hold cart (Enter)"}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Held carts of this register
      </Typography.Title>
      <div ref={list}>
        {held.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : orders.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No held carts" />
        ) : (
          <List
            data-testid="pos-held-list"
            dataSource={orders}
            renderItem={(order) => (
              <List.Item
                data-testid="pos-held-order"
                actions={[
                  <Button key="resume" icon={<PlayCircleOutlined />} disabled={busy} onClick={() => onResume(order)} aria-label={`Resume ${order.secondaryId}`}>
                    Resume
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      <Tag>{order.secondaryId}</Tag>
                      {order.comment ?? <Typography.Text type="secondary">No note</Typography.Text>}
                    </span>
                  }
                  description={`${order.items.length} item${order.items.length === 1 ? "" : "s"} · ${formatMoney(order.totalAmount, { prefix: `${currency} ` })} · ${dayjs(order.createdAt).format("DD/MM/YYYY HH:mm")}${order.createdBy ? ` · ${order.createdBy.firstName} ${order.createdBy.lastName}` : ""}`}
                />
              </List.Item>
            )}
          />
        )}
      </div>
    </div>
  );
}
