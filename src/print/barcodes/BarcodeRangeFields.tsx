// Print Barcode From / To: editable until confirmed, then locked; the cancel icon unlocks and clears both.
import { CheckOutlined, CloseCircleOutlined } from "@ant-design/icons";
import { Button, Form, InputNumber, Space, Tooltip } from "antd";
import type { BarcodeRange, BarcodeRangeErrors } from "../../../common/printing/barcodes";

export interface BarcodeRangeFieldsProps {
  range: BarcodeRange;
  /** Errors to show now (only for fields the user has touched or tried to confirm). */
  errors: BarcodeRangeErrors;
  locked: boolean;
  onChange: (field: keyof BarcodeRange, value: number | null) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

function fieldHelp(message: string | undefined, testId: string) {
  return message ? <span data-testid={testId}>{message}</span> : undefined;
}

export function BarcodeRangeFields({ range, errors, locked, onChange, onConfirm, onCancel }: BarcodeRangeFieldsProps) {
  const numberField = (field: keyof BarcodeRange, label: string) => (
    <Form.Item label={label} htmlFor={`barcode-${field}`} validateStatus={errors[field] ? "error" : undefined} help={fieldHelp(errors[field], `barcode-${field}-error`)} style={{ flex: 1 }}>
      <InputNumber
        id={`barcode-${field}`}
        value={range[field]}
        // no min/max: antd would drop or clamp out-of-range input and hide the spec's messages
        precision={0}
        disabled={locked}
        onChange={(value) => onChange(field, typeof value === "number" ? value : null)}
        style={{ width: "100%" }}
        data-testid={`barcode-${field}`}
      />
    </Form.Item>
  );

  return (
    <div style={{ display: "flex", gap: 12, alignItems: "flex-start" }}>
      {numberField("from", "Print Barcode From")}
      {numberField("to", "Print Barcode To")}
      <Form.Item label=" " colon={false}>
        {locked ? (
          <Space>
            <Tooltip title="Range confirmed">
              <CheckOutlined style={{ color: "#52c41a" }} data-testid="barcode-range-locked" />
            </Tooltip>
            <Tooltip title="Change the range">
              <Button type="text" danger icon={<CloseCircleOutlined />} onClick={onCancel} aria-label="Change the range" data-testid="barcode-range-cancel" />
            </Tooltip>
          </Space>
        ) : (
          <Button type="primary" icon={<CheckOutlined />} onClick={onConfirm} data-testid="barcode-range-confirm">
            Confirm
          </Button>
        )}
      </Form.Item>
    </div>
  );
}
