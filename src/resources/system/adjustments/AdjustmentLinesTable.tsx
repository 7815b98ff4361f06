// The lines of an adjustment being made: each lot with what it holds, the units the line moves, why, and for a
// CORRECTION whether they go out or come in. Inputs take what is typed as it is (no range, no rounding): the shared
// schema's message, or the server's, shows under the field at fault.
import { DeleteOutlined } from "@ant-design/icons";
import { Button, Input, InputNumber, Select, Table, Tag } from "antd";
import dayjs from "dayjs";
import type { HTMLAttributes, ReactNode } from "react";
import { enumLabel } from "../../../../common/format/enumLabel";
import { TYPE_LINE_KIND, type AdjustmentLineKind, type HandAdjustmentType } from "../../../../common/schemas/adjustment";
import { DATE_FORMAT } from "../../columns";
import type { AdjustmentLine } from "./adjustmentLines";

type Errors = Readonly<Record<string, string>>;

interface Props {
  lines: readonly AdjustmentLine[];
  type: HandAdjustmentType | null;
  errors: Errors;
  onChange: (lotId: string, change: Partial<Omit<AdjustmentLine, "lot">>) => void;
  onRemove: (lotId: string) => void;
}

const KIND_OPTIONS: { value: AdjustmentLineKind; label: string }[] = [
  { value: "SHORT", label: "Take out" },
  { value: "EXCESS", label: "Bring in" },
];

function withError(input: ReactNode, message: string | undefined, testId: string) {
  return (
    <div>
      {input}
      {message && (
        <div style={{ color: "#ff4d4f", fontSize: 12 }} data-testid={testId}>
          {message}
        </div>
      )}
    </div>
  );
}

export function AdjustmentLinesTable({ lines, type, errors, onChange, onRemove }: Props) {
  const implied = type ? TYPE_LINE_KIND[type] : null;
  const correction = type === "CORRECTION";
  return (
    <Table<AdjustmentLine>
      size="small"
      rowKey={(line) => line.lot.id}
      pagination={false}
      dataSource={[...lines]}
      scroll={{ x: 1100 }}
      locale={{ emptyText: "Scan the lots to adjust, or find them above." }}
      data-testid="adjustment-lines"
      onRow={(line) => ({ "data-testid": `adjustment-line-${line.lot.actionId}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: "#", key: "index", width: 45, render: (_, __, index) => index + 1 },
        {
          title: "Lot",
          key: "lot",
          width: 200,
          render: (_, line) => withError(line.lot.actionId, errors[`${line.lot.id}.lotId`], `adjustment-line-error-${line.lot.actionId}`),
        },
        { title: "Product", key: "product", render: (_, line) => line.lot.productName },
        { title: "Expiry", key: "expiry", width: 105, render: (_, line) => dayjs(line.lot.batchExpiry).format(DATE_FORMAT) },
        { title: "Status", key: "status", width: 130, render: (_, line) => <Tag>{enumLabel(line.lot.status)}</Tag> },
        { title: "Holds", key: "holds", width: 70, align: "right", render: (_, line) => line.lot.quantity },
        ...(correction
          ? [
              {
                title: "Out / In",
                key: "kind",
                width: 130,
                render: (_: unknown, line: AdjustmentLine) =>
                  withError(
                    <Select<AdjustmentLineKind>
                      value={line.kind ?? undefined}
                      placeholder="Choose"
                      options={KIND_OPTIONS}
                      onChange={(kind) => onChange(line.lot.id, { kind })}
                      status={errors[`${line.lot.id}.kind`] ? "error" : undefined}
                      style={{ width: "100%" }}
                      data-testid={`adjustment-kind-${line.lot.actionId}`}
                    />,
                    errors[`${line.lot.id}.kind`],
                    `adjustment-kind-error-${line.lot.actionId}`,
                  ),
              },
            ]
          : []),
        {
          title: implied === "EXCESS" ? "Units in" : implied === "SHORT" ? "Units out" : "Units",
          key: "quantity",
          width: 130,
          render: (_, line) =>
            withError(
              <InputNumber
                value={line.quantity}
                onChange={(value) => onChange(line.lot.id, { quantity: typeof value === "number" ? value : null })}
                status={errors[`${line.lot.id}.quantity`] ? "error" : undefined}
                style={{ width: "100%" }}
                data-testid={`adjustment-quantity-${line.lot.actionId}`}
              />,
              errors[`${line.lot.id}.quantity`],
              `adjustment-quantity-error-${line.lot.actionId}`,
            ),
        },
        {
          title: "Reason",
          key: "reason",
          width: 260,
          render: (_, line) =>
            withError(
              <Input
                value={line.reason}
                placeholder="e.g. Bottle broken on the shelf"
                onChange={(event) => onChange(line.lot.id, { reason: event.target.value })}
                status={errors[`${line.lot.id}.reason`] ? "error" : undefined}
                data-testid={`adjustment-reason-${line.lot.actionId}`}
              />,
              errors[`${line.lot.id}.reason`],
              `adjustment-reason-error-${line.lot.actionId}`,
            ),
        },
        {
          title: "",
          key: "remove",
          width: 50,
          render: (_, line) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${line.lot.actionId}`} onClick={() => onRemove(line.lot.id)} />,
        },
      ]}
    />
  );
}
