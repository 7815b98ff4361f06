// What an area of the menu shows until its screens are built.
import { Button, Result } from "antd";
import { Link } from "react-router";

export default function NotAvailableYet({ label }: { label?: string }) {
  return (
    <div data-testid="not-available-yet">
      <Result
        status="info"
        title="This area is not available yet"
        subTitle={`${label ? `${label}: ` : ""}its screens have not been built in this version of the back office.`}
        extra={
          <Link to="/app">
            <Button type="primary">Back to the dashboard</Button>
          </Link>
        }
      />
    </div>
  );
}
