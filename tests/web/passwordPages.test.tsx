// The password pages without a server: the spec's messages for a missing, refused or expired link, the password
// rules from the shared schema, and Forgot Password's answer (the button stays disabled after sending).
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "../../src/pages/password/ForgotPasswordPage";
import SetPasswordPage from "../../src/pages/password/SetPasswordPage";
import { stubGraphql } from "./fakeSession";

afterEach(() => vi.unstubAllGlobals());

/** The test id of the input whose form item shows this message: where the user reads it. */
async function fieldOfMessage(text: string): Promise<string | null | undefined> {
  return (await screen.findByText(text)).closest(".ant-form-item")?.querySelector("input")?.getAttribute("data-testid");
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Routes>
          <Route path="/invite/accept" element={<SetPasswordPage purpose="invite" />} />
          <Route path="/password-reset/change" element={<SetPasswordPage purpose="reset" />} />
          <Route path="/password-reset/new" element={<ForgotPasswordPage />} />
          <Route path="/" element={<p>Sign in</p>} />
        </Routes>
      </AntdApp>
    </MemoryRouter>,
  );
}

describe("the password pages", () => {
  it("say 'Invalid Link.' without an id and token, and 'Your Link is expired.' when the server says so", async () => {
    stubGraphql(() => ({ data: { valid: false } }));
    renderAt("/invite/accept");
    expect((await screen.findAllByText("Invalid Link.")).length).toBeGreaterThan(0);
    renderAt("/password-reset/change?id=a&token=b");
    expect((await screen.findAllByText("Your Link is expired.")).length).toBeGreaterThan(0);
  });

  it("check the new password by the shared rules, then change it and go to sign in", async () => {
    const calls = stubGraphql((call) => ({ data: call.query.includes("resetPassword") ? { done: true } : { valid: true } }));
    renderAt("/password-reset/change?id=a&token=b");
    fireEvent.change(await screen.findByTestId("new-password"), { target: { value: "password1" } });
    fireEvent.change(screen.getByTestId("confirm-password"), { target: { value: "password2" } });
    fireEvent.click(screen.getByTestId("set-password-submit"));
    expect(await fieldOfMessage("Password must contain at least one uppercase letter")).toBe("new-password");
    expect(await fieldOfMessage("Passwords must match")).toBe("confirm-password");
    fireEvent.change(screen.getByTestId("new-password"), { target: { value: "Password1!" } });
    fireEvent.change(screen.getByTestId("confirm-password"), { target: { value: "Password1!" } });
    fireEvent.click(screen.getByTestId("set-password-submit"));
    // on to sign in: the form is gone
    await screen.findByText("Sign in");
    expect(screen.queryByTestId("set-password-form")).toBeNull();
    expect(calls.at(-1)?.variables).toEqual({ id: "a", token: "b", password: "Password1!" });
  });

  it("Forgot Password asks for a valid e-mail, then says it was sent and disables the button", async () => {
    stubGraphql(() => ({ data: { sent: true } }));
    renderAt("/password-reset/new");
    fireEvent.click(screen.getByTestId("forgot-submit"));
    expect(await fieldOfMessage("Email is required")).toBe("forgot-email");
    fireEvent.change(screen.getByTestId("forgot-email"), { target: { value: "nobody" } });
    fireEvent.click(screen.getByTestId("forgot-submit"));
    expect(await fieldOfMessage("Invalid email")).toBe("forgot-email");
    fireEvent.change(screen.getByTestId("forgot-email"), { target: { value: "someone@demo.test" } });
    fireEvent.click(screen.getByTestId("forgot-submit"));
    expect((await screen.findByTestId("forgot-sent")).textContent).toBe("we have sent you an email, please Check your email");
    await waitFor(() => expect((screen.getByTestId("forgot-submit") as HTMLButtonElement).disabled).toBe(true));
  });
});
