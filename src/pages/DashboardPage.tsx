// /app: a plain welcome with the tenant and the current location (no figures until reports exist).
import { Card, Descriptions, Typography } from "antd";
import { useCurrentLocation, useSession } from "../providers/session";

export default function DashboardPage() {
  const session = useSession();
  const { current } = useCurrentLocation();
  if (!session) return null;
  const { user, tenant } = session;

  return (
    <Card data-testid="dashboard">
      <Typography.Title level={3}>Welcome, {user.firstName}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Use the menu on the left to open an area. Areas that are not built yet say so when you open them.
      </Typography.Paragraph>
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560 }}>
        <Descriptions.Item label="Company">{tenant.name}</Descriptions.Item>
        <Descriptions.Item label="Company account">{tenant.accountId}</Descriptions.Item>
        <Descriptions.Item label="Role">{user.role.name}</Descriptions.Item>
        <Descriptions.Item label="Current location">
          {current ? `${current.name} (${current.type === "WAREHOUSE" ? "Warehouse" : "Retail"})` : "No location assigned"}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
