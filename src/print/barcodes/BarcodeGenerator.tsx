// The generator for one GRN item's lots: figures, read-only product, range, summary, preview and print copy.
import { PrinterOutlined } from "@ant-design/icons";
import { Button, Card, Col, Descriptions, Empty, Form, Input, Row, Statistic } from "antd";
import { useMemo, type ReactNode } from "react";
import {
  BARCODE_MAX_PER_PRINT,
  chunkIntoRows,
  labelCountText,
  labelsPerRow,
  layoutName,
  lotLabels,
  type BarcodeLayout,
} from "../../../common/printing/barcodes";
import { BarcodeRangeFields } from "./BarcodeRangeFields";
import { DriverGuide } from "./DriverGuide";
import { LabelPageShell } from "./LabelPageShell";
import { LabelPrintCopy, LabelRows } from "./LabelRows";
import { useBarcodeRange } from "./useBarcodeRange";

export interface BarcodeGeneratorProps {
  id: string;
  total: number;
  layout: BarcodeLayout;
  name: string;
  expiry: string;
  title: ReactNode;
  leading: ReactNode;
  /** Shown above the figures (e.g. an unknown-layout warning). */
  notice?: ReactNode;
}

function figure(title: string, value: number, testId: string) {
  return <Statistic title={title} value={value} valueRender={(node) => <span data-testid={testId}>{node}</span>} />;
}

export function BarcodeGenerator({ id, total, layout, name, expiry, title, leading, notice }: BarcodeGeneratorProps) {
  const { range, locked, shownErrors, count, change, confirm, cancel } = useBarcodeRange(total);
  const perRow = labelsPerRow(layout);
  const rows = useMemo(
    () => (count > 0 && range.from !== null && range.to !== null ? chunkIntoRows(lotLabels({ id, name, expiry, from: range.from, to: range.to }), perRow) : []),
    [count, range.from, range.to, id, name, expiry, perRow],
  );
  const firstCode = rows[0]?.[0]?.code;
  const lastCode = rows.at(-1)?.at(-1)?.code;

  const main = (
    <>
      {notice}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col span={8}>{figure("Max Limit", BARCODE_MAX_PER_PRINT, "barcode-max-limit")}</Col>
          <Col span={8}>{figure("Total QR", total, "barcode-total")}</Col>
          <Col span={8}>{figure("QR to Print", count, "barcode-to-print")}</Col>
        </Row>
      </Card>

      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="div">
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label="Product Name" htmlFor="barcode-product-name">
                <Input.TextArea id="barcode-product-name" value={name} readOnly autoSize={{ minRows: 1, maxRows: 2 }} data-testid="barcode-product-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Expiry" htmlFor="barcode-expiry">
                <Input id="barcode-expiry" value={expiry} readOnly data-testid="barcode-expiry" />
              </Form.Item>
            </Col>
          </Row>
          <BarcodeRangeFields range={range} errors={shownErrors} locked={locked} onChange={change} onConfirm={confirm} onCancel={cancel} />
        </Form>
      </Card>

      <Card
        size="small"
        title="Print Summary"
        style={{ marginBottom: 16 }}
        extra={
          <Button type="primary" icon={<PrinterOutlined />} disabled={!locked || count === 0} onClick={() => window.print()} data-testid="barcode-print">
            Print
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={1}
          data-testid="barcode-summary"
          items={[
            { key: "layout", label: "Layout", children: layoutName(layout) },
            { key: "labels", label: "Labels", children: <span data-testid="barcode-summary-count">{labelCountText(count)}</span> },
            { key: "pages", label: "Rows (pages)", children: rows.length },
            { key: "codes", label: "Lot codes", children: firstCode && lastCode ? `${firstCode} to ${lastCode}` : "—" },
            { key: "status", label: "Range", children: locked ? "Confirmed" : "Confirm the range to print" },
          ]}
        />
      </Card>

      <Card size="small" title="Preview">
        {rows.length > 0 ? (
          <div className="barcode-preview" data-testid="barcode-preview">
            <LabelRows rows={rows} testIdPrefix="barcode-preview" />
          </div>
        ) : (
          <Empty description="Enter a valid range to see the labels." data-testid="barcode-preview-empty" />
        )}
      </Card>
    </>
  );

  return (
    <LabelPageShell
      title={title}
      leading={leading}
      main={main}
      side={<DriverGuide />}
      printCopy={locked && rows.length > 0 ? <LabelPrintCopy rows={rows} testIdPrefix="barcode" /> : null}
    />
  );
}
