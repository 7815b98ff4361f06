// Set Password (/invite/accept, from an invitation) and Change Password (/password-reset/change, from a reset
// e-mail): the link's id and token are checked first ('Invalid Link.' when missing or refused, 'Your Link is
// expired.' when used, replaced or late); then the new password twice, by the shared rules; 'Password is
// Changed.' and on to sign in.
import { Alert, App, Button, Form, Input, Spin } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordFormSchema } from "../../../common/schemas/people";
import { zodForm } from "../../components/forms/zodForm";
import { requestDocument } from "../../providers/gqlHooks";
import { ACCEPT_INVITE, RESET_PASSWORD, VALIDATE_INVITE, VALIDATE_RESET } from "./passwordDocuments";
import { PasswordLayout } from "./PasswordLayout";

export const INVALID_LINK = "Invalid Link.";
export const EXPIRED_LINK = "Your Link is expired.";
export const PASSWORD_CHANGED = "Password is Changed.";
export const INVITE_ACCEPTED = "Your password is set. Sign in with your e-mail address and your new password.";
export const PASSWORD_RESET_DONE = "Your password is changed. Sign in with your e-mail address and your new password.";

type Purpose = "invite" | "reset";
type LinkState = "checking" | "valid" | "expired" | "invalid";
interface Values {
  password: string;
  confirmPassword: string;
}

const WORDS: Record<Purpose, { title: string; subtitle: string; button: string }> = {
  invite: { title: "Set Password", subtitle: "Choose the password you will sign in with.", button: "Set Password" },
  reset: { title: "Change Password", subtitle: "Choose a new password for your account.", button: "Change Password" },
};

export default function SetPasswordPage({ purpose }: { purpose: Purpose }) {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const token = params.get("token") ?? "";
  const [state, setState] = useState<LinkState>(id && token ? "checking" : "invalid");
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rules = useMemo(() => zodForm<Values>({ schema: passwordFormSchema, toInput: (values) => ({ input: values }) }), []);

  useEffect(() => {
    if (!id || !token) {
      void message.error(INVALID_LINK);
      return;
    }
    let current = true;
    requestDocument(purpose === "invite" ? VALIDATE_INVITE : VALIDATE_RESET, { id, token })
      .then(({ valid }) => {
        if (!current) return;
        setState(valid ? "valid" : "expired");
        if (!valid) void message.error(EXPIRED_LINK);
      })
      .catch(() => {
        if (!current) return;
        setState("invalid");
        void message.error(INVALID_LINK);
      });
    return () => {
      current = false;
    };
  }, [id, token, purpose, message]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const { done } = await requestDocument(purpose === "invite" ? ACCEPT_INVITE : RESET_PASSWORD, { id, token, password: values.password });
      if (!done) {
        setState("expired");
        void message.error(EXPIRED_LINK);
        return;
      }
      void message.success(PASSWORD_CHANGED);
      navigate("/", { replace: true, state: { signInNotice: purpose === "invite" ? INVITE_ACCEPTED : PASSWORD_RESET_DONE } });
    } catch (error) {
      const unshown = rules.showServerErrors(form, error, values);
      if (unshown.length > 0) void message.error(unshown[0]);
    } finally {
      setSaving(false);
    }
  };

  const words = WORDS[purpose];
  return (
    <PasswordLayout title={words.title} subtitle={state === "valid" ? words.subtitle : undefined}>
      {state === "checking" && (
        <div style={{ textAlign: "center", padding: 24 }}>
          <Spin tip="Checking your link…">
            <div style={{ height: 40 }} />
          </Spin>
        </div>
      )}
      {(state === "expired" || state === "invalid") && (
        <>
          <Alert type="error" showIcon message={state === "expired" ? EXPIRED_LINK : INVALID_LINK} description={purpose === "invite" ? "Ask your administrator to send the invitation again." : "Ask for a new link below."} data-testid="password-link-problem" />
          <div style={{ marginTop: 16, display: "flex", gap: 16 }}>
            {purpose === "reset" && <Link to="/password-reset/new">Send a new link</Link>}
            <Link to="/">Back to Login</Link>
          </div>
        </>
      )}
      {state === "valid" && (
        <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} data-testid="set-password-form">
          <Form.Item label="Password" name="password" rules={[rules.rule("password")]} hasFeedback>
            <Input.Password autoComplete="new-password" size="large" autoFocus data-testid="new-password" />
          </Form.Item>
          <Form.Item label="Confirm Password" name="confirmPassword" dependencies={["password"]} rules={[rules.rule("confirmPassword")]} hasFeedback>
            <Input.Password autoComplete="new-password" size="large" data-testid="confirm-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={saving} data-testid="set-password-submit">
            {words.button}
          </Button>
          <div style={{ marginTop: 16 }}>
            <Link to="/">Back to Login</Link>
          </div>
        </Form>
      )}
    </PasswordLayout>
  );
}
