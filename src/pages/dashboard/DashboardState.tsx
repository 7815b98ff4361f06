// The dashboards' loading and error states: a skeleton while the figures come, the server's sentence and a retry
// when they do not.
import { Button, Card, Result, Skeleton } from "antd";
import { errorMessage } from "../../providers/serverErrors";

export function DashboardLoading() {
  return (
    <Card data-testid="dashboard-loading">
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

export function DashboardError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div data-testid="dashboard-error">
      <Result
        status="warning"
        title="The dashboard could not be loaded"
        subTitle={errorMessage(error)}
        extra={<Button onClick={retry} data-testid="dashboard-retry">Try again</Button>}
      />
    </div>
  );
}
