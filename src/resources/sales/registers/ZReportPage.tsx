// The Z report (spec §9): a location and a date range, the per-method table of all its sessions' sales, and Print
// (the 56 mm report at /invoice/z-report).
import { paymentMethodLabel } from "../../../../common/schemas/order";
import { Alert, Button, Card, DatePicker, Form, Select, Space, Table, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { useCurrentLocation, useSession } from "../../../providers/session";
import { priceText } from "../../catalogue/options";
import { Z_REPORT } from "./documents";

export function ZReportPage() {
  const session = useSession();
  const { current } = useCurrentLocation();
  const [locationId, setLocationId] = useState<string | undefined>(current?.id);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("day"), dayjs().endOf("day")]);
  const variables = locationId ? { locationId, startDate: range[0].toISOString(), endDate: range[1].toISOString() } : null;
  const query = useGqlQuery(["z-report"], Z_REPORT, variables);
  const report = query.data?.getZReportByLocationAndDate;
  const printUrl = variables ? `/invoice/z-report?${new URLSearchParams(variables).toString()}` : null;
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>Z Report</Typography.Title>}>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="Location">
          <Select
            style={{ width: 240 }}
            value={locationId}
            onChange={setLocationId}
            aria-label="Location"
            options={(session?.allowedLocations ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
        <Form.Item label="Dates">
          <DatePicker.RangePicker showTime value={range} onChange={(v) => v && v[0] && v[1] && setRange([v[0], v[1]])} format="DD/MM/YYYY HH:mm" />
        </Form.Item>
        <Space>
          <Button type="primary" disabled={!printUrl} onClick={() => printUrl && window.open(printUrl, "_blank", "noopener")} data-testid="z-print">
            Print
          </Button>
        </Space>
      </Form>
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      <Table
        size="small"
        rowKey="method"
        loading={query.isLoading}
        pagination={false}
        dataSource={report?.methods ?? []}
        data-testid="z-report-table"
        columns={[
          { title: "Method", dataIndex: "method", render: (m: string) => paymentMethodLabel(m) },
          { title: "Gross", dataIndex: "gross", align: "right", render: (v: number) => priceText(v) },
          { title: "Discount", dataIndex: "discount", align: "right", render: (v: number) => priceText(v) },
          { title: "Tax", dataIndex: "tax", align: "right", render: (v: number) => priceText(v) },
          { title: "Returned", dataIndex: "returned", align: "right", render: (v: number) => priceText(v) },
          { title: "Net Sale", dataIndex: "netSale", align: "right", render: (v: number) => priceText(v) },
          { title: "Net Amount", dataIndex: "netAmount", align: "right", render: (v: number) => priceText(v) },
          { title: "Invoices", dataIndex: "orderCount", align: "right" },
        ]}
        summary={() =>
          report ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>TOTAL</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">{priceText(report.total.gross)}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{priceText(report.total.discount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{priceText(report.total.tax)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{priceText(report.total.returned)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{priceText(report.total.netSale)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <strong>{priceText(report.total.netAmount)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">{report.total.orderCount}</Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {report && (report.total.integrationCharges > 0 || report.total.platformFee > 0 || report.total.shippingFee > 0) && (
        <Typography.Paragraph style={{ marginTop: 12 }}>
          Integration charges {priceText(report.total.integrationCharges)} · Platform fee {priceText(report.total.platformFee)} · Shipping fee {priceText(report.total.shippingFee)}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
