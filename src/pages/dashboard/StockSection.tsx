// The dashboards' stock health (value expiring, fast movers at risk, stock with no sale in 90 days), the work
// waiting (GRNs, transfers, demand notes, open registers, fiscal postings) and the lost sales: shared by the
// manager's and the warehouse's views, each figure leading to its list.
import { Card, Empty, Row, Table } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "../../../common/format/date";
import { priceText } from "../../resources/catalogue/options";
import { FigureTile } from "./FigureTile";
import { dashboardLinks } from "./links";
import type { ManagerBoard, WarehouseBoard } from "./queries";

type Stock = WarehouseBoard["stock"];

/**
 * The expiry figures open the inventory report, filtered as they count (expiring within N days, the expired
 * included); for a user who may not read the reports (warehouse staff) they lead nowhere.
 */
export function StockHealth({ stock, opensReport = true }: { stock: Stock; opensReport?: boolean }) {
  const { expiry, noSale90Days } = stock;
  const report = (link: string) => (opensReport ? link : undefined);
  return (
    <Row gutter={[12, 12]}>
      <FigureTile title="Expired, on hand" value={priceText(expiry.expired)} testId="figure-expired" to={report(dashboardLinks.expiringStock(0))} tone={expiry.expired > 0 ? "danger" : undefined} />
      <FigureTile title="Expiring in 30 days" value={priceText(expiry.within30)} testId="figure-expiring-30" to={report(dashboardLinks.expiringStock(30))} note="Expired included" tone={expiry.within30 > 0 ? "warning" : undefined} />
      <FigureTile title="Expiring in 60 days" value={priceText(expiry.within60)} testId="figure-expiring-60" to={report(dashboardLinks.expiringStock(60))} note="Expired included" />
      <FigureTile title="Expiring in 90 days" value={priceText(expiry.within90)} testId="figure-expiring-90" to={report(dashboardLinks.expiringStock(90))} note="Expired included" />
      <FigureTile title="No sale in 90 days" value={priceText(noSale90Days.value)} testId="figure-no-sale" to={report(dashboardLinks.stockReport())} note={`${noSale90Days.products} products, ${noSale90Days.units} units`} />
      <FigureTile title="Fast movers at risk" value={stock.fastMoversCount} testId="figure-fast-movers" note="Under 7 days of cover" tone={stock.fastMoversCount > 0 ? "danger" : undefined} />
    </Row>
  );
}

export function FastMovers({ stock }: { stock: Stock }) {
  return (
    <Card size="small" title="Fast movers at risk of running out" data-testid="fast-movers">
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row.locationId}-${row.productId}`}
        dataSource={stock.fastMovers}
        locale={{ emptyText: <Empty description="Every product that sells has a week of stock or more" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: "Product", dataIndex: "productName", render: (name: string, row) => <Link to={dashboardLinks.product(row.productId)}>{name}</Link> },
          { title: "Location", dataIndex: "locationName" },
          { title: "Sold, 30 days", dataIndex: "unitsSold30Days", align: "right" },
          { title: "In stock", dataIndex: "stock", align: "right" },
          { title: "Days of cover", dataIndex: "daysOfCover", align: "right" },
        ]}
      />
    </Card>
  );
}

type Work = WarehouseBoard["work"] & Partial<Pick<ManagerBoard["work"], "fiscalPending" | "fiscalFailed">>;

export function WorkWaiting({ work }: { work: Work }) {
  return (
    <Row gutter={[12, 12]}>
      <FigureTile title="GRNs waiting for QC" value={work.grnsAwaitingQc} testId="figure-grn-qc" to={dashboardLinks.grns("QC")} />
      <FigureTile title="GRNs waiting for intake" value={work.grnsAwaitingIntake} testId="figure-grn-intake" to={dashboardLinks.grns("RECEIVED")} />
      <FigureTile title="Transfers to receive" value={work.transfersIncoming} testId="figure-transfers-in" to={dashboardLinks.transfersIncoming()} />
      <FigureTile title="Transfers on their way out" value={work.transfersOutgoing} testId="figure-transfers-out" to={dashboardLinks.transfersOutgoing()} />
      <FigureTile title="Demand notes to send" value={work.demandNotesOpen} testId="figure-demand-notes" to={dashboardLinks.demandNotes()} />
      {work.fiscalPending !== undefined && (
        <FigureTile title="Fiscal postings" value={`${work.fiscalPending} pending`} testId="figure-fiscal" to={dashboardLinks.fiscalPostings("pending")}
          note={<Link to={dashboardLinks.fiscalPostings("refused")} data-testid="figure-fiscal-failed-link">{work.fiscalFailed ?? 0} failed or rejected</Link>}
          tone={(work.fiscalFailed ?? 0) > 0 ? "danger" : undefined} />
      )}
    </Row>
  );
}

export function OpenRegisters({ registers }: { registers: ManagerBoard["work"]["openRegisters"] }) {
  return (
    <Card size="small" title={<Link to={dashboardLinks.openRegisters()} data-testid="open-registers-link">Open registers</Link>} data-testid="open-registers">
      <Table
        size="small"
        pagination={false}
        rowKey="sessionId"
        dataSource={registers}
        locale={{ emptyText: <Empty description="No register is open" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: "Register", dataIndex: "registerName" },
          { title: "Location", dataIndex: "locationName" },
          { title: "Opened", dataIndex: "openedAt", render: (value: string, row) => `${formatDateTime(value)} by ${row.openedBy}` },
          { title: "Expected cash", dataIndex: "expectedCash", align: "right", render: (value: number) => priceText(value) },
        ]}
      />
    </Card>
  );
}

export function LostDemand({ lost }: { lost: ManagerBoard["work"]["lostSales"] }) {
  return (
    <Card size="small" title={<Link to={dashboardLinks.lostSales()}>Lost sales, 30 days</Link>} extra={`${lost.records} records, ${priceText(lost.value)}`} data-testid="lost-sales">
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => row.productId ?? row.productName}
        dataSource={lost.top}
        locale={{ emptyText: <Empty description="Nothing asked for and lacked" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: "Asked for", dataIndex: "productName", render: (name: string, row) => (row.productId ? <Link to={dashboardLinks.product(row.productId)}>{name}</Link> : name) },
          { title: "Times", dataIndex: "times", align: "right" },
          { title: "Units", dataIndex: "units", align: "right" },
          { title: "Value", dataIndex: "value", align: "right", render: (value: number) => priceText(value) },
        ]}
      />
    </Card>
  );
}
