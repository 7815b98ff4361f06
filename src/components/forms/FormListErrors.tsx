// The messages of a whole Form.List (e.g. "Please add at least one item."), under its table in the form's error style.
import { Form } from "antd";
import type { ReactNode } from "react";

export function FormListErrors({ testId, errors }: { testId: string; errors: ReactNode[] }) {
  return (
    <div data-testid={testId}>
      {/* inside a Form.Item: the messages take the form's error style */}
      <Form.Item style={{ marginBottom: 0 }}>
        <Form.ErrorList errors={errors} />
      </Form.Item>
    </div>
  );
}
