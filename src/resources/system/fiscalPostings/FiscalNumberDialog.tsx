// 'Enter number': the authority's fiscal number typed by hand for a posting that could not post (the shared
// schema checks it; the server records it on the order and settles the posting as MANUAL).
import { Alert, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { fiscalInvoiceIdSchema } from "../../../../common/schemas/integration";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { SET_FBR_INVOICE_ID, SET_RETURN_FBR_INVOICE_ID, type FiscalPostingRow } from "./queries";

export function FiscalNumberDialog({ posting, onClose }: { posting: FiscalPostingRow; onClose: () => void }) {
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const success = () => `Fiscal number saved for ${posting.usin}.`;
  const sale = useGqlMutation(SET_FBR_INVOICE_ID, { failure: false, success });
  const credit = useGqlMutation(SET_RETURN_FBR_INVOICE_ID, { failure: false, success });
  const saving = sale.isPending || credit.isPending;
  const failure = sale.error ?? credit.error;

  const save = async () => {
    const parsed = fiscalInvoiceIdSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Invoice ID is required");
      return;
    }
    setFieldError(null);
    if (posting.isReturn) await credit.mutateAsync({ invoiceId: parsed.data, returnOrderId: posting.orderId });
    else await sale.mutateAsync({ invoiceId: parsed.data, orderId: posting.orderId });
    onClose();
  };

  return (
    <Modal
      open
      title={`Enter fiscal number · ${posting.usin}`}
      okText="Save Number"
      onOk={() => void save().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The number {posting.integration.type} issued for this {posting.isReturn ? "credit note" : "sale"}, as its portal shows it. The posting is settled and the next print of the receipt shows it.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon message={errorMessage(failure) ?? "The number could not be saved."} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void save().catch(() => undefined)}>
        <Form.Item label="Invoice ID" required validateStatus={fieldError ? "error" : undefined} help={fieldError}>
          <Input autoFocus value={value} onChange={(event) => setValue(event.target.value)} data-testid="fiscal-number-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
