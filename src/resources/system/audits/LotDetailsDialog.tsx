// The lot-details dialog (spec "Lot-details dialog"): '{product} - Lot Details'; the lots, scanned and remaining
// with the accuracy chip; cards Expected Quantity, Actual Quantity, Stock Value and Matched Lots; the scanning
// progress bar, the discrepancies (short and excess lots with their values at cost), the Lot Status Summary and
// the lot table.
import { Alert, Button, Card, Col, Modal, Progress, Row, Skeleton, Space, Statistic, Tag, Typography } from "antd";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { priceText } from "../../catalogue/options";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { AuditLotTable } from "./AuditLotTable";
import { FigureCard } from "./FigureCard";
import { accuracyColor, accuracyOf, percentOf, progressColor } from "./figures";
import { AUDIT_PRODUCT_SUMMARY, type AuditProductSummary } from "./queries";
import { AUDIT_LOT_STATUS_OPTIONS, AUDIT_PRODUCT_STATUS_OPTIONS } from "./resource";

const LOT_DETAILS_FAILED = "Failed to load the lot details. Please try again.";

function Counts({ summary }: { summary: AuditProductSummary }) {
  const accuracy = accuracyOf(summary);
  return (
    <Space wrap size={16} data-testid="lot-details-counts">
      <Typography.Text>
        Lots: <strong data-testid="lot-details-total">{summary.totalLots}</strong>
      </Typography.Text>
      <Typography.Text>
        Scanned: <strong data-testid="lot-details-scanned">{summary.scannedLots}</strong>
      </Typography.Text>
      <Typography.Text>
        Remaining: <strong data-testid="lot-details-remaining">{summary.remainingLots}</strong>
      </Typography.Text>
      <Tag color={accuracy === null ? "default" : accuracyColor(accuracy)} data-testid="lot-details-accuracy">
        {accuracy === null ? "Accuracy: not counted yet" : `Accuracy ${accuracy}%`}
      </Tag>
      <EnumTag value={summary.status} options={AUDIT_PRODUCT_STATUS_OPTIONS} />
    </Space>
  );
}

function Cards({ summary }: { summary: AuditProductSummary }) {
  return (
    <Row gutter={[12, 12]}>
      <FigureCard title="Expected Quantity" value={summary.expectedQuantity} testId="lot-details-expected" />
      <FigureCard title="Actual Quantity" value={summary.actualQuantity} testId="lot-details-actual" />
      <FigureCard title="Stock Value" value={priceText(summary.stockValue)} testId="lot-details-value" />
      <FigureCard title="Matched Lots" value={summary.matchedCount} testId="lot-details-matched" />
    </Row>
  );
}

function Discrepancies({ summary }: { summary: AuditProductSummary }) {
  const none = summary.shortCount === 0 && summary.excessCount === 0;
  return (
    <Card size="small" title="Discrepancies" data-testid="lot-details-discrepancies">
      {none ? (
        <Typography.Text type="secondary">No short or excess lots so far.</Typography.Text>
      ) : (
        <Row gutter={12}>
          <Col span={12}>
            <Statistic title="Short lots" value={summary.shortCount} suffix={<Typography.Text type="danger">{priceText(summary.shortAmount)}</Typography.Text>} />
          </Col>
          <Col span={12}>
            <Statistic title="Excess lots" value={summary.excessCount} suffix={<Typography.Text type="warning">{priceText(summary.excessAmount)}</Typography.Text>} />
          </Col>
        </Row>
      )}
    </Card>
  );
}

function StatusSummary({ summary }: { summary: AuditProductSummary }) {
  const counts: Record<string, number> = { MATCHED: summary.matchedCount, SHORT: summary.shortCount, EXCESS: summary.excessCount, PENDING: summary.remainingLots };
  return (
    <Card size="small" title="Lot Status Summary" data-testid="lot-details-status-summary">
      <Space wrap>
        {AUDIT_LOT_STATUS_OPTIONS.map((option) => (
          <Tag key={option.value} color={option.color} data-testid={`lot-status-count-${option.value}`}>
            {`${option.label}: ${counts[option.value] ?? 0}`}
          </Tag>
        ))}
      </Space>
    </Card>
  );
}

interface Props {
  auditProductId: string;
  productName: string;
  locationId: string;
  onClose: () => void;
}

export function LotDetailsDialog({ auditProductId, productName, locationId, onClose }: Props) {
  const query = useGqlQuery(["audit-product-summary"], AUDIT_PRODUCT_SUMMARY, { auditProductId });
  const summary = query.data?.summary;
  const scanned = summary ? percentOf(summary.scannedLots, summary.totalLots) : 0;
  return (
    <Modal open width={1000} onCancel={onClose} footer={<Button onClick={onClose} data-testid="lot-details-close">Close</Button>} title={`${productName} - Lot Details`} data-testid="lot-details-dialog">
      {query.isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {query.isError && <Alert type="error" showIcon message={LOT_DETAILS_FAILED} />}
      {summary && (
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          <Counts summary={summary} />
          <Cards summary={summary} />
          <div>
            <Typography.Text type="secondary">Scanning progress</Typography.Text>
            <Progress percent={scanned} strokeColor={progressColor(scanned)} format={() => `${summary.scannedLots} / ${summary.totalLots}`} data-testid="lot-details-progress" />
          </div>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Discrepancies summary={summary} />
            </Col>
            <Col xs={24} md={12}>
              <StatusSummary summary={summary} />
            </Col>
          </Row>
          <AuditLotTable auditProductId={auditProductId} locationId={locationId} onRefresh={() => void query.refetch()} />
        </Space>
      )}
    </Modal>
  );
}
