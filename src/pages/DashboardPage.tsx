// /app: the dashboard for who is signed in and where. A reader of the reports (owner, manager) gets the manager's
// figures and charts (which hold the warehouse's too); at a warehouse, whoever may see stock the warehouse's view;
// a user of the till their register's session; another stock reader the warehouse's view; anyone else a welcome.
// Each view (and the charts inside the manager's) loads on demand: neither the sign-in page nor a cashier downloads
// the chart library.
import { Card, Descriptions, Typography } from "antd";
import { lazy, Suspense } from "react";
import { P } from "../../common/permissions/catalogue";
import { hasPermission } from "../../common/permissions/match";
import { STOCK_READ_PERMISSIONS } from "../../common/permissions/stock";
import { useCurrentLocation, useSession } from "../providers/session";
import { DashboardLoading } from "./dashboard/DashboardState";

const ManagerDashboard = lazy(() => import("./dashboard/ManagerDashboard"));
const WarehouseDashboard = lazy(() => import("./dashboard/WarehouseDashboard"));
const CashierDashboard = lazy(() => import("./dashboard/CashierDashboard"));

export default function DashboardPage() {
  const session = useSession();
  const { current } = useCurrentLocation();
  if (!session) return null;
  const { user, tenant, permissions } = session;
  const may = (permission: string) => hasPermission(permissions, permission);
  const readsStock = STOCK_READ_PERMISSIONS.some(may);
  const atWarehouse = current?.type === "WAREHOUSE";
  const view =
    may(P.reportingAnalytics.reports.read) ? <ManagerDashboard name={user.firstName} />
    : readsStock && atWarehouse ? <WarehouseDashboard name={user.firstName} />
    : may(P.salesOrders.pos.sell) ? <CashierDashboard />
    : readsStock ? <WarehouseDashboard name={user.firstName} />
    : null;
  if (view) return <Suspense fallback={<DashboardLoading />}>{view}</Suspense>;

  return (
    <Card data-testid="dashboard">
      <Typography.Title level={3}>Welcome, {user.firstName}</Typography.Title>
      <Typography.Paragraph type="secondary">Use the menu on the left to open an area.</Typography.Paragraph>
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
