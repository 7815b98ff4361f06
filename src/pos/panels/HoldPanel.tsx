// Hold the cart (holdOrder with a note) and the held carts of this register: resuming one restores its lines and
// cancels the hold. Offline the cart is held on the till (offline/tillHolds.ts): those are listed with the server's,
// marked "On this till", and resumed online or offline; the server's own wait for the connection.
import { PauseCircleOutlined, PlayCircleOutlined } from "@ant-design/icons";
import { Button, Empty, Input, List, Skeleton, Tag, Typography } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import dayjs from "dayjs";
import { useEffect, useRef, useState } from "react";
import { formatMoney } from "../../../common/money";
import { useGqlQuery } from "../../providers/gqlHooks";
import { HELD_ORDERS, type HeldOrder } from "../documents";
import type { TillHoldRecord } from "../offline/tillHolds";

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
  /** The server cannot be reached: its held carts are not listed, the cart is held on the till. */
  offline: boolean;
  /** Carts held on this till (offline). */
  tillHolds: readonly TillHoldRecord[];
  onResumeTillHold: (hold: TillHoldRecord) => void;
}

type Entry = { kind: "server"; order: HeldOrder } | { kind: "till"; hold: TillHoldRecord };

const itemsText = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

export function HoldPanel({ registerId, currency, cartEmpty, focus, busy, onHold, onResume, offline, tillHolds, onResumeTillHold }: Props) {
  const [note, setNote] = useState("");
  const noteBox = useRef<TextAreaRef>(null);
  const list = useRef<HTMLDivElement>(null);
  const held = useGqlQuery(["pos-held", registerId], HELD_ORDERS, offline ? null : { registerId });

  useEffect(() => {
    const timer = setTimeout(() => {
      if (focus === "note" && !cartEmpty) noteBox.current?.focus();
      else list.current?.querySelector<HTMLButtonElement>("button")?.focus();
    }, 60);
    return () => clearTimeout(timer);
  }, [focus, cartEmpty, held.isSuccess]);

  const entries: Entry[] = [...tillHolds.map((hold) => ({ kind: "till" as const, hold })), ...(offline ? [] : (held.data?.held ?? [])).map((order) => ({ kind: "server" as const, order }))];
  const money = (amount: number | string) => formatMoney(amount, { prefix: `${currency} ` });
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
        {cartEmpty ? "The cart is empty" : offline ? "Hold on this till (Enter)" : "Hold cart (Enter)"}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Held carts of this register
      </Typography.Title>
      {offline && (
        <Typography.Paragraph type="secondary" data-testid="pos-held-offline">
          Offline: carts are held on this till and resumed here. Carts held on the server show when the connection returns.
        </Typography.Paragraph>
      )}
      <div ref={list}>
        {held.isLoading && !offline ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : entries.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No held carts" />
        ) : (
          <List
            data-testid="pos-held-list"
            dataSource={entries}
            renderItem={(entry) => {
              const [number, note, resume, description] =
                entry.kind === "till"
                  ? [
                      entry.hold.number,
                      entry.hold.note,
                      () => onResumeTillHold(entry.hold),
                      `${itemsText(entry.hold.lines.length)} · ${money(entry.hold.total)} · ${dayjs(entry.hold.heldAt).format("DD/MM/YYYY HH:mm")} · ${entry.hold.cashier}`,
                    ]
                  : [
                      entry.order.secondaryId,
                      entry.order.comment,
                      () => onResume(entry.order),
                      `${itemsText(entry.order.items.length)} · ${money(entry.order.totalAmount)} · ${dayjs(entry.order.createdAt).format("DD/MM/YYYY HH:mm")}${entry.order.createdBy ? ` · ${entry.order.createdBy.firstName} ${entry.order.createdBy.lastName}` : ""}`,
                    ];
              return (
                <List.Item
                  data-testid={entry.kind === "till" ? "pos-till-held-order" : "pos-held-order"}
                  actions={[
                    <Button key="resume" icon={<PlayCircleOutlined />} disabled={busy} onClick={resume} aria-label={`Resume ${number}`}>
                      Resume
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={
                      <span>
                        <Tag>{number}</Tag>
                        {entry.kind === "till" && <Tag color="orange">On this till</Tag>}
                        {note ?? <Typography.Text type="secondary">No note</Typography.Text>}
                      </span>
                    }
                    description={description}
                  />
                </List.Item>
              );
            }}
          />
        )}
      </div>
    </div>
  );
}
