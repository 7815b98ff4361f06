// The scan step's quick overview: how many of the product's lots are scanned and how many remain, what the scans
// found so far (getAuditProductSummary), and the lots themselves (getAllAuditLots).
import { Card, Col, Row, Statistic } from "antd";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { AuditLotsTable } from "./AuditLotsTable";
import { GET_PRODUCT_SUMMARY } from "./documents";

interface Props {
  locationId: string;
  auditProductId: string;
}

export function ScanOverview({ locationId, auditProductId }: Props) {
  const query = useGqlQuery(["audit-product-summary"], GET_PRODUCT_SUMMARY, { auditProductId });
  const summary = query.data?.summary;
  const figures: [string, number | undefined, string][] = [
    ["Total lots", summary?.totalLots, "audit-overview-total"],
    ["Scanned", summary?.scannedLots, "audit-overview-scanned"],
    ["Remaining", summary?.remainingLots, "audit-overview-remaining"],
    ["Matched", summary?.matchedCount, "audit-overview-matched"],
    ["Short", summary?.shortCount, "audit-overview-short"],
    ["Excess", summary?.excessCount, "audit-overview-excess"],
  ];
  return (
    <Card size="small" title="Quick overview" style={{ marginTop: 16 }} data-testid="audit-overview">
      <Row gutter={[16, 8]} style={{ marginBottom: 12 }}>
        {figures.map(([title, value, testId]) => (
          <Col key={testId} xs={8} md={4} data-testid={testId}>
            <Statistic title={title} value={value ?? "—"} loading={query.isLoading} valueStyle={{ fontSize: 20 }} />
          </Col>
        ))}
      </Row>
      <AuditLotsTable locationId={locationId} auditProductId={auditProductId} mode="overview" testId="audit-overview-lots" />
    </Card>
  );
}
