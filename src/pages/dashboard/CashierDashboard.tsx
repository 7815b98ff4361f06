// The cashier's dashboard: their register's session so far at the current location (sales by method, the cash
// expected in the drawer) and a button to the till; with no register open, the way to open one.
import { ShopOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Space, Statistic, Typography } from "antd";
import { useNavigate } from "react-router";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useCurrentLocation, useSession } from "../../providers/session";
import { SESSION_SUMMARY } from "../../resources/sales/registers/documents";
import { SessionSummaryPanel } from "../../resources/sales/registers/SessionSummaryPanel";
import { registerPaths } from "../../resources/sales/registers/shared";
import { priceText } from "../../resources/catalogue/options";
import { DashboardError, DashboardLoading } from "./DashboardState";
import { CASHIER_TILLS, type CashierTill } from "./queries";

const openedAt = (register: CashierTill) => register.currentSession?.openedAt ?? "";

/** The register whose open session the user opened here (the latest), else the only one open here. */
function myTill(registers: readonly CashierTill[], userId: string, locationId: string): CashierTill | null {
  const open = registers.filter((register) => register.currentSession?.status === "OPENED" && register.currentSession.locationId === locationId);
  const mine = open.filter((register) => register.currentSession?.openedBy.id === userId).sort((a, b) => openedAt(b).localeCompare(openedAt(a)));
  return mine[0] ?? (open.length === 1 ? open[0] : null);
}

export default function CashierDashboard() {
  const session = useSession();
  const { current } = useCurrentLocation();
  const navigate = useNavigate();
  const tills = useGqlQuery(["cashier-tills"], CASHIER_TILLS, current ? { locationId: current.id } : null);
  const till = tills.data && session && current ? myTill(tills.data.registers.data, session.user.id, current.id) : null;
  const sessionId = till?.currentSession?.id ?? null;
  const summary = useGqlQuery(["cashier-session"], SESSION_SUMMARY, sessionId ? { sessionId } : null);

  if (!current) return <Card data-testid="dashboard"><Empty description="No location assigned" /></Card>;
  if (tills.isPending || (sessionId && summary.isPending)) return <DashboardLoading />;
  if (tills.isError) return <DashboardError error={tills.error} retry={() => void tills.refetch()} />;
  if (!till || !till.currentSession) {
    return (
      <Card data-testid="dashboard">
        <Empty description={`No register of yours is open at ${current.name}`} data-testid="cashier-no-till">
          <Button type="primary" onClick={() => void navigate(registerPaths.list)} data-testid="cashier-registers">Open a register</Button>
        </Empty>
      </Card>
    );
  }
  const open = till.currentSession;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="dashboard">
      <Card data-testid="cashier-session">
        <Space wrap size={32} align="center" style={{ justifyContent: "space-between", width: "100%" }}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>{till.name}</Typography.Title>
            <Typography.Text type="secondary">{current.name} · session so far</Typography.Text>
          </div>
          <Statistic title="Sales" value={summary.data?.getLocationSessionSummaryById.total.orderCount ?? 0} valueRender={(node) => <span data-testid="cashier-sales-count">{node}</span>} />
          <Statistic title="Net sales" value={priceText(summary.data?.getLocationSessionSummaryById.total.netAmount ?? 0)} valueRender={(node) => <span data-testid="cashier-net">{node}</span>} />
          <Statistic title="Cash expected" value={priceText(open.balance)} valueRender={(node) => <span data-testid="cashier-cash-expected">{node}</span>} />
          <Button type="primary" size="large" icon={<ShopOutlined />} onClick={() => void navigate(registerPaths.pos(till.locationId, till.id))} data-testid="cashier-open-till">
            Go to the till
          </Button>
        </Space>
      </Card>
      {summary.isError ? (
        <DashboardError error={summary.error} retry={() => void summary.refetch()} />
      ) : summary.data ? (
        <Card size="small" title="By payment method">
          <SessionSummaryPanel summary={summary.data} />
        </Card>
      ) : null}
    </Space>
  );
}
