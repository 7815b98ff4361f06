// One dashboard figure: a small card with its title and value (under a test id), leading to the list behind it.
import { Card, Col, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface FigureTileProps {
  title: string;
  value: string | number;
  testId: string;
  /** The list behind the figure. */
  to?: string;
  /** A line under the value (e.g. the comparison with last week). */
  note?: ReactNode;
  tone?: "danger" | "warning" | "success";
}

export function FigureTile({ title, value, testId, to, note, tone }: FigureTileProps) {
  const shown = <span data-testid={testId}>{value}</span>;
  return (
    // six in a row only on wide screens: a money figure ("PKR 1,640,719.45") broke after its currency at 1440 px
    <Col xs={12} md={8} xxl={4}>
      <Card size="small" style={{ height: "100%" }}>
        <Statistic
          title={title}
          value={value}
          valueRender={() => (to ? <Link to={to} data-testid={`${testId}-link`}>{shown}</Link> : shown)}
          valueStyle={tone ? { color: TONE_COLOR[tone] } : undefined}
        />
        {note && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{note}</Typography.Text>}
      </Card>
    </Col>
  );
}

const TONE_COLOR = { danger: "#cf1322", warning: "#d48806", success: "#389e0d" } as const;
