// The manager dashboard's sales: today against the same weekday last week (in all and per store), the last 30
// days' figures, net sales per store and day (30 or 90 days; a bar opens that day's orders of that store), the
// payment-method mix and the top products and categories. Every amount comes from the server (no arithmetic here).
import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button, Card, Col, Empty, Row, Segmented, Skeleton, Table } from "antd";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { paymentMethodLabel } from "../../../common/schemas/order";
import { useCurrentLocation } from "../../providers/session";
import { priceText } from "../../resources/catalogue/options";
import type { SalesBar } from "./DashboardCharts";
import { FigureTile } from "./FigureTile";
import { dashboardLinks, daysBefore } from "./links";
import type { ManagerBoard } from "./queries";

const SalesByDayChart = lazy(() => import("./DashboardCharts").then((charts) => ({ default: charts.SalesByDayChart })));
const PaymentMixChart = lazy(() => import("./DashboardCharts").then((charts) => ({ default: charts.PaymentMixChart })));

const percentText = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${value.toFixed(2)} %`);

function AgainstLastWeek({ today, lastWeek }: { today: number; lastWeek: number }) {
  const icon = today > lastWeek ? <ArrowUpOutlined style={{ color: "#389e0d" }} /> : today < lastWeek ? <ArrowDownOutlined style={{ color: "#cf1322" }} /> : null;
  return <span>{icon} Same day last week: {priceText(lastWeek)}</span>;
}

export function SalesFigures({ board }: { board: ManagerBoard }) {
  const { summary, todayTotal } = board.sales;
  const from30 = daysBefore(board.today, 29);
  return (
    <Row gutter={[12, 12]}>
      <FigureTile title="Net sales today" value={priceText(todayTotal.netSales)} testId="figure-net-today" to={dashboardLinks.orders(board.today)}
        note={<AgainstLastWeek today={todayTotal.netSales} lastWeek={todayTotal.sameWeekdayLastWeek} />} />
      <FigureTile title="Net sales, 30 days" value={priceText(summary.netSales)} testId="figure-net-30" to={dashboardLinks.orders(from30, board.today)} note={`${summary.sales} sales`} />
      <FigureTile title="Gross margin, 30 days" value={percentText(summary.grossMarginPercent)} testId="figure-margin" note={`Gross profit ${priceText(summary.grossProfit)}`} />
      <FigureTile title="Average basket" value={priceText(summary.averageBasket)} testId="figure-basket" to={dashboardLinks.orders(from30, board.today)} />
      <FigureTile title="Returns rate" value={percentText(summary.returnsRatePercent)} testId="figure-returns-rate" to={dashboardLinks.returns(from30, board.today)}
        note={`${summary.returns} returns, ${priceText(summary.returnedTotal)}`} tone={summary.returnsRatePercent > 5 ? "warning" : undefined} />
      <FigureTile title="Lost sales, 30 days" value={priceText(board.work.lostSales.value)} testId="figure-lost-sales" to={dashboardLinks.lostSales()}
        note={`${board.work.lostSales.records} times asked, ${board.work.lostSales.units} units`} />
    </Row>
  );
}

export function StoresToday({ board }: { board: ManagerBoard }) {
  const navigate = useNavigate();
  const { current, setCurrent } = useCurrentLocation();
  const openOrders = (locationId: string, day: string) => {
    if (current?.id !== locationId) setCurrent(locationId);
    void navigate(dashboardLinks.orders(day));
  };
  return (
    <Card size="small" title="Today by store" data-testid="stores-today">
      <Table
        size="small"
        pagination={false}
        rowKey="locationId"
        dataSource={board.sales.today}
        columns={[
          { title: "Store", dataIndex: "locationName" },
          {
            title: "Net sales today", dataIndex: "netSales", align: "right",
            render: (value: number, row) => <Button type="link" size="small" onClick={() => openOrders(row.locationId, board.today)} data-testid={`store-today-${row.locationId}`}>{priceText(value)}</Button>,
          },
          { title: "Same day last week", dataIndex: "sameWeekdayLastWeek", align: "right", render: (value: number) => priceText(value) },
          { title: "Sales", dataIndex: "sales", align: "right" },
        ]}
      />
    </Card>
  );
}

function SalesChart({ board }: { board: ManagerBoard }) {
  const [span, setSpan] = useState<30 | 90>(30);
  const navigate = useNavigate();
  const { current, setCurrent } = useCurrentLocation();
  const from = daysBefore(board.today, span - 1);
  const names = new Map(board.locations.map((place) => [place.id, place.name]));
  const bars: SalesBar[] = board.sales.days
    .filter((day) => day.day >= from)
    .map((day) => ({ day: day.day, locationId: day.locationId, store: names.get(day.locationId) ?? "", netSales: day.netSales }));
  const openDay = (bar: SalesBar) => {
    if (current?.id !== bar.locationId) setCurrent(bar.locationId);
    void navigate(dashboardLinks.orders(bar.day));
  };
  return (
    <Card
      size="small"
      title="Net sales by store and day"
      extra={<Segmented size="small" value={span} onChange={(value) => setSpan(value === 90 ? 90 : 30)} options={[{ label: "30 days", value: 30 }, { label: "90 days", value: 90 }]} data-testid="sales-span" />}
    >
      {bars.length === 0 ? (
        <Empty description={`No sales in the last ${span} days`} data-testid="sales-chart-empty" />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <SalesByDayChart bars={bars} onBarClick={openDay} />
        </Suspense>
      )}
    </Card>
  );
}

function PaymentMix({ board }: { board: ManagerBoard }) {
  const shares = board.sales.paymentMix;
  return (
    <Card size="small" title="Payment methods, 30 days" data-testid="payment-mix">
      {shares.length === 0 ? (
        <Empty description="No payments in the last 30 days" />
      ) : (
        <>
          <Suspense fallback={<Skeleton active />}>
            <PaymentMixChart shares={shares} />
          </Suspense>
          <Table size="small" pagination={false} rowKey="method" dataSource={shares}
            columns={[
              { title: "Method", dataIndex: "method", render: (method: string) => paymentMethodLabel(method) },
              { title: "Net", dataIndex: "amount", align: "right", render: (value: number) => priceText(value) },
              { title: "Sales", dataIndex: "sales", align: "right" },
            ]} />
        </>
      )}
    </Card>
  );
}

type Seller = ManagerBoard["sales"]["topProducts"][number];

function TopSellers({ title, sellers, testId, linkProduct }: { title: string; sellers: readonly Seller[]; testId: string; linkProduct?: boolean }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={[...sellers]}
        locale={{ emptyText: <Empty description="No sales in the last 30 days" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: "Name", dataIndex: "name", render: (name: string, row) => (linkProduct ? <Link to={dashboardLinks.product(row.id)}>{name}</Link> : name) },
          { title: "Units", dataIndex: "units", align: "right" },
          { title: "Net sales", dataIndex: "netSales", align: "right", render: (value: number) => priceText(value) },
        ]}
      />
    </Card>
  );
}

export function SalesColumns({ board }: { board: ManagerBoard }) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}><SalesChart board={board} /></Col>
      <Col xs={24} xl={8}><PaymentMix board={board} /></Col>
      <Col xs={24} xl={12}><TopSellers title="Top products, 30 days" sellers={board.sales.topProducts} testId="top-products" linkProduct /></Col>
      <Col xs={24} xl={12}><TopSellers title="Top categories, 30 days" sellers={board.sales.topCategories} testId="top-categories" /></Col>
    </Row>
  );
}
