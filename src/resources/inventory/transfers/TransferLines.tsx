// What a transfer being made will carry: the scanned lots (each checked by the server as it was scanned) and the
// products with a number of sealed packs (picked by the server, earliest expiry first, when the transfer is made).
import { DeleteOutlined } from "@ant-design/icons";
import { Button, InputNumber, Table } from "antd";
import type { CheckedLot } from "./types";

export interface ProductPacks {
  productId: string;
  name: string;
  code: string;
  packs: number | null;
}

export function ScannedLotsTable({ lots, onRemove }: { lots: readonly CheckedLot[]; onRemove: (actionId: string) => void }) {
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
        { title: "Lot", dataIndex: "actionId", width: 220 },
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

interface ProductPacksProps {
  lines: readonly ProductPacks[];
  errors: Readonly<Record<string, string>>;
  onPacks: (productId: string, packs: number | null) => void;
  onRemove: (productId: string) => void;
}

export function ProductPacksTable({ lines, errors, onPacks, onRemove }: ProductPacksProps) {
  if (lines.length === 0) return null;
  return (
    <Table<ProductPacks>
      rowKey="productId"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      data-testid="transfer-product-packs"
      columns={[
        { title: "Product", key: "name", render: (_, line) => `${line.name} (${line.code})` },
        {
          title: "Sealed packs",
          key: "packs",
          width: 200,
          render: (_, line) => (
            <div>
              <InputNumber
                value={line.packs}
                onChange={(value) => onPacks(line.productId, typeof value === "number" ? value : null)}
                status={errors[line.productId] ? "error" : undefined}
                data-testid={`transfer-packs-${line.code}`}
              />
              {errors[line.productId] && <div style={{ color: "#ff4d4f", fontSize: 12 }}>{errors[line.productId]}</div>}
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
