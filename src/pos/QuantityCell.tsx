// A cart line's quantity in selling units: − and + buttons, a typed quantity (a whole number ≥ 1, refused with
// the shared schema's message, never clamped) and a Pack button adding a whole pack (uomFactor units).
import { MinusOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Input, Space, Tooltip, Typography } from "antd";
import { useState } from "react";
import { parseQuantity, type CartLine } from "./cart";

interface Props {
  line: CartLine;
  onChange: (quantity: number) => void;
  /** After an Enter in the box: back to the scan box. */
  onDone: () => void;
  compact?: boolean;
}

/** Render with a key that includes the quantity: a new quantity starts a fresh box. */
export function QuantityCell({ line, onChange, onDone, compact = false }: Props) {
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const parsed = parseQuantity(text);
    if ("error" in parsed) {
      setError(parsed.error);
      return false;
    }
    setError(null);
    if (parsed.quantity !== line.quantity) onChange(parsed.quantity);
    return true;
  };

  return (
    <div onClick={(event) => event.stopPropagation()}>
      <Space.Compact size="small">
        <Button aria-label={`One ${line.sellingUnit.toLowerCase()} less of ${line.name}`} icon={<MinusOutlined />} disabled={line.quantity <= 1} onClick={() => onChange(line.quantity - 1)} data-testid="pos-line-minus" />
        <Input
          aria-label={`Quantity of ${line.name}`}
          data-testid="pos-line-quantity"
          value={text}
          status={error ? "error" : undefined}
          style={{ width: compact ? 48 : 64, textAlign: "center" }}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === "Enter" && apply()) onDone();
            if (event.key === "Escape") {
              setText(String(line.quantity));
              setError(null);
              onDone();
            }
          }}
        />
        <Button aria-label={`One ${line.sellingUnit.toLowerCase()} more of ${line.name}`} icon={<PlusOutlined />} onClick={() => onChange(line.quantity + 1)} data-testid="pos-line-plus" />
        {line.uomFactor > 1 && (
          <Tooltip title={`Add a pack of ${line.uomFactor}`}>
            <Button onClick={() => onChange(line.quantity + line.uomFactor)} data-testid="pos-line-pack">
              Pack
            </Button>
          </Tooltip>
        )}
      </Space.Compact>
      {error && (
        <Typography.Text type="danger" style={{ display: "block", fontSize: 12 }} data-testid="pos-line-quantity-error">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
