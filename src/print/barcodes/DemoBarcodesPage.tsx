// /demo-barcodes (public): a label-printer test page. Labels come three across on 106 mm stock; the preview shows
// one row, the print copy ceil(total/3) rows with the remainder in the last. The print copy (up to 1000 QR codes)
// follows the fields through a deferred value, so that typing never waits for it; printing catches it up first.
import { PrinterOutlined } from "@ant-design/icons";
import { Button, Card, Descriptions, Form, Input } from "antd";
import { useDeferredValue, useMemo, useState } from "react";
import {
  chunkIntoRows,
  DEMO_MAX_LABELS,
  demoLabelCount,
  demoLabels,
  labelCountText,
  labelsPerRow,
  layoutName,
} from "../../../common/printing/barcodes";
import { DriverGuide } from "./DriverGuide";
import { LabelPageShell } from "./LabelPageShell";
import { LabelPrintCopy, LabelRows } from "./LabelRows";
import { usePrintingNow } from "./usePrintingNow";

const DEMO_LAYOUT = "triple";
const perRow = labelsPerRow(DEMO_LAYOUT);

export default function DemoBarcodesPage() {
  const [totalText, setTotalText] = useState("3");
  const [productId, setProductId] = useState("");
  const [productName, setProductName] = useState("");
  const [expiry, setExpiry] = useState("");
  const count = demoLabelCount(totalText);

  const previewRow = useMemo(() => [demoLabels({ id: productId, name: productName, expiry, count: perRow })], [productId, productName, expiry]);
  const labelInput = useMemo(() => ({ id: productId, name: productName, expiry, count }), [productId, productName, expiry, count]);
  const deferredLabelInput = useDeferredValue(labelInput);
  const printLabels = usePrintingNow() ? labelInput : deferredLabelInput;
  // One element per deferred input: a render for a keystroke reuses it, and React skips the unchanged copy.
  const printCopy = useMemo(
    () => <LabelPrintCopy rows={chunkIntoRows(demoLabels(printLabels), perRow)} demo testIdPrefix="demo" />,
    [printLabels],
  );

  const fields = (
    <Card
      size="small"
      title="Label Details"
      extra={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="demo-print">
          Print Labels
        </Button>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Total Labels" htmlFor="demo-total">
          <Input type="number" min={1} max={DEMO_MAX_LABELS} value={totalText} onChange={(event) => setTotalText(event.target.value)} id="demo-total" data-testid="demo-total" />
        </Form.Item>
        <Form.Item label="Product ID" htmlFor="demo-product-id">
          <Input value={productId} onChange={(event) => setProductId(event.target.value)} id="demo-product-id" data-testid="demo-product-id" />
        </Form.Item>
        <Form.Item label="Product Name" htmlFor="demo-product-name">
          <Input.TextArea rows={2} value={productName} onChange={(event) => setProductName(event.target.value)} id="demo-product-name" data-testid="demo-product-name" />
        </Form.Item>
        <Form.Item label="Expiry Date" htmlFor="demo-expiry">
          <Input placeholder="DD/MM/YYYY" value={expiry} onChange={(event) => setExpiry(event.target.value)} id="demo-expiry" data-testid="demo-expiry" />
        </Form.Item>
        <Form.Item label="Batch Number" htmlFor="demo-batch">
          <Input value={productId} onChange={(event) => setProductId(event.target.value)} id="demo-batch" data-testid="demo-batch" />
        </Form.Item>
      </Form>
    </Card>
  );

  const overview = (
    <>
      <Card size="small" title="Print Summary" style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: "layout", label: "Layout", children: <span data-testid="demo-summary-layout">{layoutName(DEMO_LAYOUT)}</span> },
            { key: "labels", label: "Labels", children: <span data-testid="demo-summary-count">{labelCountText(count)}</span> },
            { key: "product", label: "Product", children: <span data-testid="demo-summary-product">{productName.trim() || "No product name"}</span> },
          ]}
        />
      </Card>
      <Card size="small" title="Label Preview" style={{ marginBottom: 16 }}>
        <div className="barcode-preview" data-testid="demo-preview">
          <LabelRows rows={previewRow} demo testIdPrefix="demo-preview" />
        </div>
      </Card>
      <DriverGuide />
    </>
  );

  return (
    <LabelPageShell
      title="Label Printer Demo"
      main={fields}
      mainSpan={8}
      side={overview}
      printCopy={printCopy}
    />
  );
}
