// A GRN's lines apart by QC outcome on its screen: received, rejected at QC, awaiting QC (while some do) and
// accepted, each with its lines, packs and amounts as the server summed them (grnFigures in common/schemas/grn).
import { Table } from "antd";
import type { HTMLAttributes } from "react";
import { priceText } from "../../catalogue/options";
import { grnFigureRows, type GrnDetails } from "./types";

export function GrnFiguresTable({ grn }: { grn: GrnDetails }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      data-testid="grn-figures"
      style={{ marginTop: 12 }}
      dataSource={grnFigureRows(grn)}
      onRow={(row) => ({ "data-testid": `grn-figures-${row.key}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: "", dataIndex: "label", render: (label: string, row) => (row.key === "accepted" ? <strong>{label}</strong> : label) },
        { title: "Lines", key: "lines", align: "right", render: (_, row) => row.figures.lines },
        { title: "Packs", key: "packs", align: "right", render: (_, row) => row.figures.packs },
        { title: "Amount", key: "amount", align: "right", render: (_, row) => priceText(row.figures.amount) },
        { title: "Discount", key: "discount", align: "right", render: (_, row) => priceText(row.figures.discount) },
        { title: "Tax", key: "tax", align: "right", render: (_, row) => priceText(row.figures.tax) },
        { title: "Value", key: "value", align: "right", render: (_, row) => priceText(row.figures.value) },
      ]}
    />
  );
}
