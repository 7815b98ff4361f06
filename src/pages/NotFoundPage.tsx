// Catch-all for unknown routes (inside /app and at the top level).
import { Button, Result } from "antd";
import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title="Page not found"
        subTitle="The page you are looking for does not exist or has moved."
        extra={
          <Link to="/app">
            <Button type="primary">Back to the dashboard</Button>
          </Link>
        }
      />
    </div>
  );
}
