// What a transfer being made will carry: the scanned lots (each checked by the server as it was scanned) and the
// products with a number of sealed packs (picked by the server, earliest expiry first, when the transfer is made).
// Lines that answer a demand note show what the note still asks and what is here, marked when it cannot be filled;
// a line the server refused shows why beside it.
import { DeleteOutlined } from "@ant-design/icons";
import { Button, InputNumber, Table, Tag } from "antd";
import type { HTMLAttributes } from "react";
import type { CheckedLot } from "./types";

export interface ProductPacks {
  productId: string;
  name: string;
  code: string;
  packs: number | null;
  /** Set when the line answers a demand note: packs still asked, and sealed packs here when the note was chosen. */
  fromNote?: { remaining: number; available: number };
}

type Errors = Readonly<Record<string, string>>;

const errorText = (message: string | undefined, testId: string) =>
  message ? (
    <div style={{ color: "#ff4d4f", fontSize: 12 }} data-testid={testId}>
      {message}
    </div>
  ) : null;

export function ScannedLotsTable({ lots, errors = {}, onRemove }: { lots: readonly CheckedLot[]; errors?: Errors; onRemove: (actionId: string) => void }) {
  return (
    <Table<CheckedLot>
      rowKey="actionId"
      size="small"
      pagination={false}
      dataSource={[...lots]}
      locale={{ emptyText: "Scan the lots that leave, one after another." }}
      data-testid="transfer-scanned-lots"
      columns={[
        { title: "#", key: "index", width: 50, render: (_, __, index) => index + 1 },
        {
          title: "Lot",
          key: "actionId",
          width: 220,
          render: (_, lot) => (
            <>
              {lot.actionId}
              {errorText(errors[lot.actionId], `transfer-lot-error-${lot.actionId}`)}
            </>
          ),
        },
        { title: "Product", dataIndex: "productName" },
        { title: "Units", dataIndex: "quantity", width: 80, align: "right" },
        { title: "Expiry", dataIndex: "batchExpiry", width: 120 },
        {
          title: "",
          key: "remove",
          width: 60,
          render: (_, lot) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${lot.actionId}`} onClick={() => onRemove(lot.actionId)} />,
        },
      ]}
    />
  );
}

/** "none in stock here", "3 of 5 available", "all 5 available": can the line be filled from here? */
function NoteLineAvailability({ remaining, available }: { remaining: number; available: number }) {
  if (available === 0) return <Tag color="red">none in stock here</Tag>;
  if (available < remaining) return <Tag color="orange">{`${available} of ${remaining} available`}</Tag>;
  return <Tag color="green">{`all ${remaining} available`}</Tag>;
}

interface ProductPacksProps {
  lines: readonly ProductPacks[];
  errors: Errors;
  onPacks: (productId: string, packs: number | null) => void;
  onRemove: (productId: string) => void;
}

export function ProductPacksTable({ lines, errors, onPacks, onRemove }: ProductPacksProps) {
  if (lines.length === 0) return null;
  const answering = lines.some((line) => line.fromNote);
  return (
    <Table<ProductPacks>
      rowKey="productId"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      data-testid="transfer-product-packs"
      onRow={(line) => ({ "data-testid": `transfer-line-${line.code}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: "Product", key: "name", render: (_, line) => `${line.name} (${line.code})` },
        ...(answering
          ? [
              { title: "Still asked", key: "remaining", width: 100, align: "right" as const, render: (_: unknown, line: ProductPacks) => line.fromNote?.remaining ?? "—" },
              {
                title: "Here",
                key: "available",
                width: 170,
                render: (_: unknown, line: ProductPacks) => (line.fromNote ? <NoteLineAvailability {...line.fromNote} /> : "—"),
              },
            ]
          : []),
        {
          title: "Sealed packs",
          key: "packs",
          width: 320,
          render: (_, line) => (
            <div>
              <InputNumber
                value={line.packs}
                min={line.fromNote ? 0 : undefined}
                onChange={(value) => onPacks(line.productId, typeof value === "number" ? value : null)}
                status={errors[line.productId] ? "error" : undefined}
                data-testid={`transfer-packs-${line.code}`}
              />
              {errorText(errors[line.productId], `transfer-line-error-${line.code}`)}
            </div>
          ),
        },
        {
          title: "",
          key: "remove",
          width: 60,
          render: (_, line) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.productId)} />,
        },
      ]}
    />
  );
}
