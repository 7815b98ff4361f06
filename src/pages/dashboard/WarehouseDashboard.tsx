// The warehouse's dashboard: at the current location (a warehouse), the receipts waiting (GRNs in QC or awaiting
// intake), the transfers to send (open demand notes) and to receive, and the stock's health with its expiring lots.
import { Space, Typography } from "antd";
import { P } from "../../../common/permissions/catalogue";
import { hasPermission } from "../../../common/permissions/match";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useCurrentLocation, useSession } from "../../providers/session";
import { DashboardError, DashboardLoading } from "./DashboardState";
import { WAREHOUSE_DASHBOARD } from "./queries";
import { FastMovers, StockHealth, WorkWaiting } from "./StockSection";

export default function WarehouseDashboard({ name }: { name: string }) {
  const { current } = useCurrentLocation();
  const readsReports = hasPermission(useSession()?.permissions ?? [], P.reportingAnalytics.reports.read);
  const query = useGqlQuery(["warehouse-dashboard"], WAREHOUSE_DASHBOARD, { locationId: current?.id ?? null });
  const board = query.data?.board;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="dashboard">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>Welcome, {name}</Typography.Title>
        <Typography.Text type="secondary">{current?.name} · warehouse</Typography.Text>
      </div>
      {query.isPending ? (
        <DashboardLoading />
      ) : query.isError || !board ? (
        <DashboardError error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>Receipts and transfers</Typography.Title>
          <WorkWaiting work={board.work} />
          <Typography.Title level={4} style={{ margin: 0 }}>Stock health</Typography.Title>
          <StockHealth stock={board.stock} opensReport={readsReports} />
          <FastMovers stock={board.stock} />
        </>
      )}
    </Space>
  );
}
