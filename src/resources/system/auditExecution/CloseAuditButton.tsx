// 'Close Audit': asks why (the shared closure-reason schema), closes the audit (closeAudit: its lots go back to
// stock and its short and excess lots become one pending adjustment) and goes back to the audit list with the
// spec's toast. Disabled while a product is being counted (the server refuses it then too) and once closed.
import { LockOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Button, Form, Input, Modal, Tooltip } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { auditClosureReasonSchema } from "../../../../common/schemas/audit";
import { zodForm } from "../../../components/forms/zodForm";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { CLOSE_AUDIT, type ExecutedAudit } from "./documents";
import { AUDIT_LIST } from "./shared";

interface Values {
  closureReason: string;
}

const form$ = zodForm<Values>({ schema: auditClosureReasonSchema, toInput: (values) => ({ input: values.closureReason ?? "", fieldOf: () => "closureReason" }) });

export function CloseAuditButton({ audit }: { audit: ExecutedAudit }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const close = useGqlMutation(CLOSE_AUDIT, { failure: "Failed to close audit" });
  const counting = audit.auditProducts.some((row) => row.status === "IN_PROGRESS");
  const why = audit.status === "CLOSED" ? "This audit is closed." : counting ? "A product is being counted: submit its audit first." : undefined;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = form$.parse(values);
    if (!parsed.success) return;
    close.mutate(
      { auditId: audit.id, closureReason: String(parsed.data) },
      {
        onSuccess: () => {
          setOpen(false);
          notify?.({ type: "success", message: `Audit ${audit.secondaryId} has been Closed Successfully.` });
          navigate(appPath(AUDIT_LIST));
        },
        onError: (error) => form$.showServerErrors(form, error, values),
      },
    );
  };

  return (
    <>
      <Tooltip title={why}>
        <Button danger icon={<LockOutlined />} disabled={why !== undefined} onClick={() => setOpen(true)} data-testid="audit-close">
          Close Audit
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={`Close Audit ${audit.secondaryId}`}
        okText="Close Audit"
        okButtonProps={{ danger: true, loading: close.isPending }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>Every lot still held by the audit goes back to stock; its short and excess lots become one pending adjustment for approval.</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="closureReason" label="Closure reason" rules={[form$.rule("closureReason")]}>
            <Input.TextArea autoFocus rows={3} showCount data-testid="audit-close-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
