// Summary: what the count of the product found (getAuditProductSummary): matched, short and excess lots with the
// values at cost, the units expected and counted, the lots not matched; Submit Audit completes the product
// (completeProductAudit: a lot never scanned is counted empty, so SHORT by what the books hold).
import { ArrowLeftOutlined, CheckOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Row, Space, Statistic } from "antd";
import { countText } from "../../../../common/format/count";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { AuditLotsTable } from "./AuditLotsTable";
import { GET_PRODUCT_SUMMARY, type ExecutedAudit, type ExecutedProduct, type ProductSummary } from "./documents";
import { costText } from "./shared";

interface Props {
  audit: ExecutedAudit;
  product: ExecutedProduct;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

interface Figure {
  testId: string;
  title: string;
  value: string | number;
  note?: string;
  color?: string;
}

function figuresOf(summary: ProductSummary): Figure[] {
  return [
    { testId: "audit-summary-matched", title: "Matched lots", value: summary.matchedCount, color: "#389e0d" },
    { testId: "audit-summary-short", title: "Short lots", value: summary.shortCount, note: costText(summary.shortAmount), color: "#cf1322" },
    { testId: "audit-summary-excess", title: "Excess lots", value: summary.excessCount, note: costText(summary.excessAmount), color: "#531dab" },
    { testId: "audit-summary-units", title: "Units counted / expected", value: `${summary.actualQuantity} / ${summary.expectedQuantity}` },
    { testId: "audit-summary-value", title: "Counted stock at cost", value: costText(summary.stockValue) },
  ];
}

export function SummaryStep({ audit, product, submitting, onBack, onSubmit }: Props) {
  const query = useGqlQuery(["audit-product-summary"], GET_PRODUCT_SUMMARY, { auditProductId: product.id });
  const summary = query.data?.summary;
  return (
    <div data-testid="audit-step-summary">
      <Row gutter={[16, 16]}>
        {(summary ? figuresOf(summary) : []).map((figure) => (
          <Col key={figure.testId} xs={12} md={8} xl={4}>
            <Card size="small" data-testid={figure.testId}>
              <Statistic title={figure.title} value={figure.value} valueStyle={{ color: figure.color, fontSize: 22 }} />
              {figure.note && <div data-testid={`${figure.testId}-value`}>{figure.note} at cost</div>}
            </Card>
          </Col>
        ))}
        {!summary && (
          <Col span={24}>
            <Card size="small" loading={query.isLoading} />
          </Col>
        )}
      </Row>
      {summary && summary.remainingLots > 0 && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          data-testid="audit-summary-remaining"
          message={`${countText(summary.remainingLots, "lot")} not scanned: Submit Audit counts ${summary.remainingLots === 1 ? "it" : "them"} as found empty (short).`}
        />
      )}
      <Card size="small" title="Lots not matched" style={{ marginTop: 16 }}>
        <AuditLotsTable locationId={audit.locationId} auditProductId={product.id} mode="discrepancies" testId="audit-summary-lots" />
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="audit-step-back">
          Back
        </Button>
        <Button type="primary" icon={<CheckOutlined />} loading={submitting} onClick={onSubmit} data-testid="audit-submit">
          Submit Audit
        </Button>
      </Space>
    </div>
  );
}
