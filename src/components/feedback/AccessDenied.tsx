// The spec's screen for a page opened without the needed permission.
import { Result } from "antd";

export function AccessDenied() {
  return (
    <div data-testid="access-denied">
      <Result
        status="403"
        title="You do not have access to this content"
        subTitle="We're sorry, your account does not have permission to this content"
      />
    </div>
  );
}
