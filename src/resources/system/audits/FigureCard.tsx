import { Card, Col, Statistic } from "antd";

/** One figure of the audit dialogs' card rows: a quarter of the row on wide screens, its value under a test id. */
export function FigureCard({ title, value, testId }: { title: string; value: string | number; testId: string }) {
  return (
    <Col xs={12} md={6}>
      <Card size="small">
        <Statistic title={title} value={value} valueRender={() => <span data-testid={testId}>{value}</span>} />
      </Card>
    </Col>
  );
}
