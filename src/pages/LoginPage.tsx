// Sign-in at '/': email, password and, when the server asks for it (or the user chooses), the company account.
import { useLogin } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { LoginParams } from "../providers/authProvider";
import { GraphqlRequestError } from "../providers/graphqlClient";
import { getStoredAccountId } from "../providers/session";
import "./loginPage.css";

export default function LoginPage() {
  const [form] = Form.useForm<LoginParams>();
  const [showAccount, setShowAccount] = useState(false);
  const { mutate: login, isPending } = useLogin<LoginParams>();
  // what brought the visitor here (a password just set from an invitation or a reset link)
  const notice = (useLocation().state as { signInNotice?: unknown } | null)?.signInNotice;

  const onFinish = (values: LoginParams) => {
    login(values, {
      onSuccess: (result) => {
        if (result.success) return;
        // The server's message is also the toast; here it goes under the field it concerns.
        const failure = result.error;
        const fields = failure instanceof GraphqlRequestError ? failure.fields : {};
        if (fields.accountId) setShowAccount(true);
        const named = (["email", "password", "accountId"] as const).filter((name) => fields[name]);
        form.setFields(
          named.length > 0
            ? named.map((name) => ({ name, errors: [fields[name]] }))
            : [{ name: "password", errors: [failure?.message ?? "Sign-in failed. Please try again."] }],
        );
      },
    });
  };

  return (
    <div className="login-page">
      {/* A plain box and headings, not antd's Card and Typography: they bring Tabs, Skeleton and text editing,
          a sixth of the sign-in page's download (npm run bench, scripts/measureLoginBundle.mjs). */}
      <section className="login-card">
        <h1 className="login-title">Pharmacy Back Office</h1>
        <p className="login-subtitle">Sign in to your account</p>
        {typeof notice === "string" && (
          <p role="status" className="login-notice" data-testid="login-notice">
            {notice}
          </p>
        )}
        <Form<LoginParams>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{ accountId: getStoredAccountId() ?? "" }}
          data-testid="login-form"
        >
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, message: "Email is required" },
              { type: "email", message: "Invalid email" },
            ]}
          >
            <Input autoComplete="username" autoFocus size="large" data-testid="login-email" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: "Password is required" }]}>
            <Input.Password autoComplete="current-password" size="large" data-testid="login-password" />
          </Form.Item>
          {showAccount ? (
            <Form.Item label="Company account" name="accountId" extra="The account id of your company, e.g. demo.">
              <Input autoComplete="organization" size="large" data-testid="login-account" />
            </Form.Item>
          ) : (
            <Button type="link" className="login-account-link" onClick={() => setShowAccount(true)} data-testid="login-show-account">
              Sign in to a specific company
            </Button>
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={isPending} data-testid="login-submit">
            Sign in
          </Button>
          <p className="login-forgot">
            <Link to="/password-reset/new" data-testid="login-forgot">
              Forgot password?
            </Link>
          </p>
        </Form>
      </section>
    </div>
  );
}
