// Special instructions sent with the order (and kept with a held cart).
import { Button, Input, Typography } from "antd";
import { useEffect, useRef } from "react";
import type { TextAreaRef } from "antd/es/input/TextArea";

const INSTRUCTIONS_MAX = 500;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
}

export function InstructionsPanel({ value, onChange, onDone }: Props) {
  const box = useRef<TextAreaRef>(null);
  useEffect(() => {
    const timer = setTimeout(() => box.current?.focus({ cursor: "end" }), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div>
      <Typography.Paragraph type="secondary">Printed on the receipt and kept with the order (e.g. dosage advice, a note for pickup).</Typography.Paragraph>
      <Input.TextArea
        ref={box}
        data-testid="pos-instructions"
        aria-label="Special instructions"
        rows={6}
        maxLength={INSTRUCTIONS_MAX}
        showCount
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) onDone();
        }}
      />
      <Button type="primary" block style={{ marginTop: 16 }} onClick={onDone} data-testid="pos-instructions-done">
        Done (Ctrl+Enter)
      </Button>
    </div>
  );
}
