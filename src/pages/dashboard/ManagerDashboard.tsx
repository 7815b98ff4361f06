// The owner's and manager's dashboard: the figures of all the user's locations or of the current one
// (getManagerDashboard), sales first, then stock health, the work waiting and what customers asked for and lacked.
import { Col, Row, Segmented, Space, Typography } from "antd";
import { useState } from "react";
import { formatDate } from "../../../common/format/date";
import { useGqlQuery } from "../../providers/gqlHooks";
import { useCurrentLocation } from "../../providers/session";
import { DashboardError, DashboardLoading } from "./DashboardState";
import { MANAGER_DASHBOARD } from "./queries";
import { SalesColumns, SalesFigures, StoresToday } from "./SalesSection";
import { FastMovers, LostDemand, OpenRegisters, StockHealth, WorkWaiting } from "./StockSection";

type Scope = "current" | "all";
// The choice is kept in the browser: an owner who compares stores opens on all of them every time, a manager who
// chose their store stays there. All locations first: the current one after sign-in is merely the first by name
// (often the warehouse, which sells nothing).
const SCOPE_KEY = "dashboard-scope";
const storedScope = (): Scope => (localStorage.getItem(SCOPE_KEY) === "current" ? "current" : "all");

export default function ManagerDashboard({ name }: { name: string }) {
  const { current } = useCurrentLocation();
  const [scope, setScope] = useState<Scope>(storedScope);
  const choose = (next: Scope) => {
    localStorage.setItem(SCOPE_KEY, next);
    setScope(next);
  };
  const locationId = scope === "current" ? (current?.id ?? null) : null;
  const query = useGqlQuery(["manager-dashboard"], MANAGER_DASHBOARD, { locationId });
  const board = query.data?.board;

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }} data-testid="dashboard">
      <Row justify="space-between" align="middle" gutter={[12, 12]}>
        <Col>
          <Typography.Title level={3} style={{ margin: 0 }}>Welcome, {name}</Typography.Title>
          {board && <Typography.Text type="secondary">{formatDate(board.today)} · {scope === "current" ? current?.name : `${board.locations.length} locations`}</Typography.Text>}
        </Col>
        <Col>
          <Segmented
            value={scope}
            onChange={(value) => choose(value === "all" ? "all" : "current")}
            options={[{ label: "This location", value: "current" }, { label: "All my locations", value: "all" }]}
            data-testid="dashboard-scope"
          />
        </Col>
      </Row>
      {query.isPending ? (
        <DashboardLoading />
      ) : query.isError || !board ? (
        <DashboardError error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <SalesFigures board={board} />
          <StoresToday board={board} />
          <SalesColumns board={board} />
          <Typography.Title level={4} style={{ margin: 0 }}>Stock health</Typography.Title>
          <StockHealth stock={board.stock} />
          <FastMovers stock={board.stock} />
          <Typography.Title level={4} style={{ margin: 0 }}>Waiting</Typography.Title>
          <WorkWaiting work={board.work} />
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={12}><OpenRegisters registers={board.work.openRegisters} /></Col>
            <Col xs={24} xl={12}><LostDemand lost={board.work.lostSales} /></Col>
          </Row>
        </>
      )}
    </Space>
  );
}
