// The cart lines: product and the lots they will draw from (the server's FEFO preview, or the scanned lot), the
// quantity controls, and the line's money as the server priced it. A click (or the arrow keys) selects a line.
import { DeleteOutlined, ShoppingCartOutlined } from "@ant-design/icons";
import { Button, Empty, Table, Tag, Tooltip, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { HTMLAttributes } from "react";
import { formatMoney } from "../../common/money";
import type { CartLine } from "./cart";
import type { CartSummaryLine } from "./documents";
import { QuantityCell } from "./QuantityCell";

interface Row {
  line: CartLine;
  priced: CartSummaryLine | undefined;
  index: number;
}

/** The server's line for each cart line: same position and product. */
function pricedLines(lines: readonly CartLine[], priced: readonly CartSummaryLine[] | undefined): (CartSummaryLine | undefined)[] {
  return lines.map((line, index) => {
    const candidate = priced?.[index];
    return candidate && candidate.productId === line.productId ? candidate : undefined;
  });
}

interface Props {
  lines: readonly CartLine[];
  priced: readonly CartSummaryLine[] | undefined;
  selected: string | null;
  onSelect: (key: string) => void;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  onDone: () => void;
  /** A window under 1280 px: tighter columns, no line numbers. */
  compact: boolean;
}

export function CartTable({ lines, priced, selected, onSelect, onQuantity, onRemove, onDone, compact }: Props) {
  const matched = pricedLines(lines, priced);
  const rows: Row[] = lines.map((line, index) => ({ line, priced: matched[index], index }));
  const amount = (value: number | undefined) => (value === undefined ? <Typography.Text type="secondary">…</Typography.Text> : formatMoney(value));
  const columns: ColumnsType<Row> = [
    ...(compact ? [] : [{ title: "#", key: "n", width: 44, render: (_: unknown, row: Row) => row.index + 1 }]),
    {
      title: "Product",
      key: "product",
      render: (_, { line, priced: p }) => (
        <div>
          <Typography.Text strong>{line.name}</Typography.Text>
          {line.skuCode && <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>{line.skuCode}</Typography.Text>}
          <div style={{ marginTop: 2 }} data-testid="pos-line-lots">
            {(p?.lots ?? []).map((lot) => (
              <Tooltip key={lot.lotId} title={`Expires ${lot.batchExpiry.slice(0, 10)}${lot.isOpened ? " · opened pack" : ""}`}>
                <Tag color={line.lotId === lot.lotId ? "blue" : "default"} style={{ fontSize: 11, marginBottom: 2 }}>
                  {lot.actionId} × {lot.quantity}
                </Tag>
              </Tooltip>
            ))}
            {!p && line.lotActionId && <Tag color="blue" style={{ fontSize: 11 }}>{line.lotActionId}</Tag>}
            {p && line.quantity > p.availableQuantity && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>Only {p.availableQuantity} available</Typography.Text>
            )}
          </div>
        </div>
      ),
    },
    {
      title: "Qty",
      key: "quantity",
      width: compact ? 176 : 230,
      render: (_, { line }) => <QuantityCell compact={compact} key={`${line.key}:${line.quantity}`} line={line} onChange={(quantity) => onQuantity(line.key, quantity)} onDone={onDone} />,
    },
    { title: "Price", key: "price", align: "right", width: compact ? 76 : 96, render: (_, row) => amount(row.priced?.unitPrice) },
    {
      title: "Tax",
      key: "tax",
      align: "right",
      width: compact ? 80 : 100,
      render: (_, { priced: p }) =>
        p ? (
          <span>
            {formatMoney(p.tax)}
            <div style={{ fontSize: 11, color: "#8c8c8c" }}>{p.taxRate}% {p.isTaxInclusive ? "incl." : "excl."}</div>
          </span>
        ) : (
          amount(undefined)
        ),
    },
    { title: compact ? "Disc." : "Discount", key: "discount", align: "right", width: compact ? 64 : 90, render: (_, row) => amount(row.priced?.discount) },
    { title: "Total", key: "total", align: "right", width: compact ? 88 : 110, render: (_, row) => <strong>{amount(row.priced?.totalPrice)}</strong> },
    {
      title: "",
      key: "remove",
      width: compact ? 40 : 48,
      render: (_, { line }) => (
        <Button
          type="text"
          danger
          aria-label={`Remove ${line.name}`}
          icon={<DeleteOutlined />}
          data-testid="pos-line-remove"
          onClick={(event) => {
            event.stopPropagation();
            onRemove(line.key);
          }}
        />
      ),
    },
  ];
  return (
    <Table<Row>
      data-testid="pos-cart"
      size={compact ? "small" : "middle"}
      rowKey={(row) => row.line.key}
      columns={columns}
      dataSource={rows}
      pagination={false}
      sticky
      rowClassName={(row) => (row.line.key === selected ? "pos-line-selected" : "")}
      onRow={(row) => ({ onClick: () => onSelect(row.line.key), "data-testid": "pos-line", "aria-selected": row.line.key === selected } as HTMLAttributes<HTMLElement>)}
      locale={{
        emptyText: (
          <Empty
            image={<ShoppingCartOutlined style={{ fontSize: 48, color: "#bfbfbf" }} />}
            description={<span>The cart is empty. Scan a product, a lot label, or type a name to search.</span>}
          />
        ),
      }}
    />
  );
}
