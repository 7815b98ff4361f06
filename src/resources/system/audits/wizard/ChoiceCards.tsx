// A choice among a few cards (the wizard's audit types and automatic criteria): a radio group whose options are
// cards, the chosen one outlined; a Form.Item control (value, onChange).
import { Card, Col, Radio, Row, Typography } from "antd";
import type { ReactNode } from "react";

export interface Choice<T extends string> {
  value: T;
  title: string;
  description: ReactNode;
  icon?: ReactNode;
}

interface Props<T extends string> {
  choices: readonly Choice<T>[];
  value?: T;
  onChange?: (value: T) => void;
  testIdPrefix: string;
  "aria-label": string;
}

export function ChoiceCards<T extends string>({ choices, value, onChange, testIdPrefix, "aria-label": label }: Props<T>) {
  return (
    <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value as T)} aria-label={label} style={{ width: "100%" }}>
      <Row gutter={[12, 12]}>
        {choices.map((choice) => {
          const chosen = choice.value === value;
          return (
            <Col key={choice.value} xs={24} md={24 / choices.length}>
              <Card
                hoverable
                size="small"
                onClick={() => onChange?.(choice.value)}
                style={{ height: "100%", borderColor: chosen ? "#1677ff" : undefined, background: chosen ? "#e6f4ff" : undefined }}
                data-testid={`${testIdPrefix}-${choice.value}`}
                data-chosen={chosen}
              >
                <Radio value={choice.value}>
                  <Typography.Text strong>
                    {choice.icon} {choice.title}
                  </Typography.Text>
                </Radio>
                <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0 24px" }}>
                  {choice.description}
                </Typography.Paragraph>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Radio.Group>
  );
}
