// The frame of a label page: the screen part (title, main column, side column) never prints; the print copy
// beside it is all that does.
import { Col, Row, Typography } from "antd";
import type { ReactNode } from "react";
import { useLabelPrintMode } from "./useLabelPrintMode";
import "./labels.css";

export interface LabelPageShellProps {
  title: ReactNode;
  /** Before the title, e.g. a Back button. */
  leading?: ReactNode;
  main: ReactNode;
  side: ReactNode;
  /** Main column width at xl (of 24). */
  mainSpan?: number;
  printCopy?: ReactNode;
}

export function LabelPageShell({ title, leading, main, side, mainSpan = 16, printCopy }: LabelPageShellProps) {
  useLabelPrintMode();
  return (
    <div className="barcode-page">
      <div className="barcode-screen">
        <div style={{ display: "flex", gap: 12, alignItems: "center", marginBottom: 16 }}>
          {leading}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={mainSpan}>
            {main}
          </Col>
          <Col xs={24} xl={24 - mainSpan}>
            {side}
          </Col>
        </Row>
      </div>
      {printCopy}
    </div>
  );
}
