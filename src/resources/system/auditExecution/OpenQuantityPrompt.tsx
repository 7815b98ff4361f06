// An Open scan asks how many loose units the opened pack holds: the scanned code's prompt takes a number (typed,
// then Enter), checked by the shared scan schema (a whole number from 1; the server refuses more than the pack
// holds, shown on the same field). Escape or Cancel drops the scan.
import { Button, Form, InputNumber, Space, Typography } from "antd";
import { useEffect, useMemo, useRef, useState, type ComponentRef } from "react";
import { scanAuditLotSchema } from "../../../../common/schemas/audit";
import { zodForm } from "../../../components/forms/zodForm";
import type { ScanResult } from "./useAuditScan";

interface Values {
  quantity: number | null;
}

interface Props {
  auditId: string;
  productId: string;
  code: string;
  /** Sends the Open scan with this quantity. */
  onCount: (quantity: number) => Promise<ScanResult>;
  /** The prompt is done with (counted, refused for another reason, or cancelled). */
  onClose: () => void;
}

export function OpenQuantityPrompt({ auditId, productId, code, onCount, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const quantityBox = useRef<ComponentRef<typeof InputNumber>>(null);
  // The scan box takes the focus back once its scan is handled, just after this prompt mounts: the quantity box
  // takes it after that (a task later), so the count typed next lands here.
  useEffect(() => {
    const timer = setTimeout(() => quantityBox.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  // an empty box is no number: the schema answers it with its own message (never a Box scan by accident)
  const form$ = useMemo(
    () => zodForm<Values>({ schema: scanAuditLotSchema, toInput: (values) => ({ input: { auditId, productId, scannedLotActionId: code, quantity: values.quantity ?? "" } }) }),
    [auditId, productId, code],
  );

  const count = async (values: Values) => {
    if (busy || values.quantity === null) return;
    setBusy(true);
    try {
      const result = await onCount(values.quantity);
      if (!result.taken && result.fields.quantity) form$.showServerErrors(form, { fields: result.fields }, values);
      else onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={{ quantity: null }}
      onFinish={(values) => void count(values)}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      data-testid="audit-open-prompt"
      style={{ margin: "12px 0", padding: 12, border: "1px solid #91caff", borderRadius: 8, background: "#f0f7ff", maxWidth: 640 }}
    >
      <Typography.Text strong style={{ width: "100%", marginBottom: 8 }}>
        Opened pack {code}: how many loose units are in it?
      </Typography.Text>
      <Form.Item name="quantity" label="Loose units" rules={[form$.rule("quantity")]} validateTrigger="onSubmit">
        <InputNumber ref={quantityBox} data-testid="audit-open-quantity" aria-label={`Loose units in ${code}`} style={{ width: 140 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="audit-open-count">
          Count
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </Space>
    </Form>
  );
}
