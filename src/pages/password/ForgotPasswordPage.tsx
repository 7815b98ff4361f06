// Forgot Password (/password-reset/new): an e-mail, 'Send Email' and a Login link. The answer is the same whether
// or not the address has an account: 'Email sent successfully', the button stays disabled and the page says to
// check the inbox.
import { Alert, App, Button, Form, Input } from "antd";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { forgotPasswordSchema } from "../../../common/schemas/people";
import { zodForm } from "../../components/forms/zodForm";
import { requestDocument } from "../../providers/gqlHooks";
import { FORGOT_PASSWORD } from "./passwordDocuments";
import { PasswordLayout } from "./PasswordLayout";

export const EMAIL_SENT = "Email sent successfully";
export const CHECK_EMAIL = "we have sent you an email, please Check your email";

interface Values {
  email: string;
}

export default function ForgotPasswordPage() {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const rules = useMemo(() => zodForm<Values>({ schema: forgotPasswordSchema, toInput: (values) => ({ input: values }) }), []);

  const submit = async (values: Values) => {
    setSending(true);
    try {
      await requestDocument(FORGOT_PASSWORD, { email: values.email.trim(), origin: window.location.origin });
      setSent(true);
      void message.success(EMAIL_SENT);
    } catch (error) {
      const unshown = rules.showServerErrors(form, error, values);
      if (unshown.length > 0) void message.error(unshown[0]);
    } finally {
      setSending(false);
    }
  };

  return (
    <PasswordLayout title="Forgot Password" subtitle="Enter the e-mail you sign in with: we will send you a link to choose a new password.">
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="forgot-password-form">
        <Form.Item label="Email" name="email" rules={[rules.rule("email")]}>
          <Input type="email" autoComplete="username" size="large" autoFocus disabled={sent} data-testid="forgot-email" />
        </Form.Item>
        {sent && <Alert type="success" showIcon message={CHECK_EMAIL} style={{ marginBottom: 16 }} data-testid="forgot-sent" />}
        <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={sent} data-testid="forgot-submit">
          Send Email
        </Button>
        <div style={{ marginTop: 16 }}>
          <Link to="/">Login</Link>
        </div>
      </Form>
    </PasswordLayout>
  );
}
