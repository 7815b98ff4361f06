// Scan Lots: the barcode box a scanner types into (the shared ScanInput: fast keys ending in Enter, the focus kept
// for the next scan), the Open/Box scan types (Box counts a sealed pack and sends no quantity; Open asks the loose
// units of an opened pack), what the last scan did, and the quick overview; Continue goes to the summary.
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Tabs, Typography } from "antd";
import { useState } from "react";
import { ScanInput } from "../../../components/scan/ScanInput";
import type { ExecutedAudit, ExecutedProduct } from "./documents";
import { OpenQuantityPrompt } from "./OpenQuantityPrompt";
import { ScanOverview } from "./ScanOverview";
import { useAuditScan } from "./useAuditScan";

type ScanType = "OPEN" | "BOX";

const SCAN_TYPES = [
  { key: "BOX", label: "Box", hint: "A sealed pack: scan its label, it counts as full." },
  { key: "OPEN", label: "Open", hint: "An opened pack: scan its label, then type the loose units in it and press Enter." },
] as const;

interface Props {
  audit: ExecutedAudit;
  product: ExecutedProduct;
  onBack: () => void;
  onContinue: () => void;
}

export function ScanLotsStep({ audit, product, onBack, onContinue }: Props) {
  const [scanType, setScanType] = useState<ScanType>("BOX");
  const [openCode, setOpenCode] = useState<string | null>(null);
  // a new box (it takes the focus as it mounts) after the scan type changes or the quantity prompt closes
  const [boxKey, setBoxKey] = useState(0);
  const { scan, note, clearNote } = useAuditScan(audit.id, product.product.id);
  const refocus = () => setBoxKey((key) => key + 1);

  const onScan = async (code: string): Promise<boolean> => {
    if (scanType === "BOX") return (await scan(code, null)).taken;
    clearNote();
    setOpenCode(code);
    return true;
  };

  return (
    <div data-testid="audit-step-scan">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {product.product.name} <Typography.Text type="secondary">({product.product.secondaryId}, {product.product.uomFactor} units a pack)</Typography.Text>
      </Typography.Title>
      <Tabs
        activeKey={scanType}
        onChange={(key) => {
          setScanType(key as ScanType);
          setOpenCode(null);
          refocus();
        }}
        items={SCAN_TYPES.map((type) => ({ key: type.key, label: <span data-testid={`audit-scan-type-${type.key.toLowerCase()}`}>{type.label}</span> }))}
        style={{ marginBottom: 0 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {SCAN_TYPES.find((type) => type.key === scanType)?.hint}
      </Typography.Paragraph>
      <ScanInput
        key={boxKey}
        testId="audit-scan"
        ariaLabel="Scan a lot label"
        placeholder={scanType === "BOX" ? "Scan the label of a sealed pack" : "Scan the label of an opened pack"}
        onScan={onScan}
        style={{ maxWidth: 520 }}
      />
      {openCode && (
        <OpenQuantityPrompt
          key={openCode}
          auditId={audit.id}
          productId={product.product.id}
          code={openCode}
          onCount={(quantity) => scan(openCode, quantity)}
          onClose={() => {
            setOpenCode(null);
            refocus();
          }}
        />
      )}
      {note && <Alert style={{ marginTop: 8, maxWidth: 640 }} type={note.type} showIcon message={note.text} data-testid={`audit-scan-${note.type}`} />}
      <ScanOverview locationId={audit.locationId} auditProductId={product.id} />
      <Space style={{ marginTop: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="audit-step-back">
          Back
        </Button>
        <Button type="primary" icon={<ArrowRightOutlined />} iconPosition="end" onClick={onContinue} data-testid="audit-step-continue">
          Continue
        </Button>
      </Space>
    </div>
  );
}
