// Bulk cart items: paste or upload a list of "SKU or GTIN, quantity" lines; each is looked up as a scan and added,
// and a summary says which lines were added and why the others were refused.
import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Input, List, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { BULK_MAX_LINES, parseBulkList, type BulkLine, type BulkRefusal } from "../bulk";

export interface BulkOutcome {
  added: BulkLine[];
  refused: BulkRefusal[];
}

interface Props {
  /** Adds one line; answers null when added, else the reason it was refused. */
  onAddLine: (line: BulkLine) => Promise<string | null>;
}

export function BulkPanel({ onAddLine }: Props) {
  const [text, setText] = useState("");
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const run = async () => {
    const parsed = parseBulkList(text);
    setRunning(true);
    const added: BulkLine[] = [];
    const refused: BulkRefusal[] = [...parsed.refused];
    try {
      for (const line of parsed.lines) {
        const reason = await onAddLine(line);
        if (reason) refused.push({ line: line.line, code: line.code, reason });
        else added.push(line);
      }
    } finally {
      setRunning(false);
    }
    refused.sort((a, b) => a.line - b.line);
    setOutcome({ added, refused });
    if (refused.length === 0) setText("");
  };

  return (
    <div data-testid="pos-bulk">
      <Typography.Paragraph type="secondary">
        One line per product: <code>SKU or GTIN, quantity</code> (comma, semicolon or tab; quantity in selling units, 1 when left out). Up to {BULK_MAX_LINES} lines.
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Bulk items"
        data-testid="pos-bulk-text"
        rows={8}
        value={text}
        placeholder={"PRD-000012, 2\n8964000123456, 10"}
        onChange={(event) => setText(event.target.value)}
        style={{ fontFamily: "monospace" }}
      />
      <input
        ref={file}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        hidden
        data-testid="pos-bulk-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) void chosen.text().then(setText);
          event.target.value = "";
        }}
      />
      <Space style={{ marginTop: 8, width: "100%", justifyContent: "space-between" }}>
        <Button icon={<UploadOutlined />} onClick={() => file.current?.click()}>
          Upload CSV or text
        </Button>
        <Button type="primary" loading={running} disabled={text.trim() === ""} onClick={() => void run()} data-testid="pos-bulk-add">
          Add to cart
        </Button>
      </Space>
      {outcome && (
        <div style={{ marginTop: 16 }} data-testid="pos-bulk-outcome">
          <Alert
            type={outcome.refused.length === 0 ? "success" : outcome.added.length === 0 ? "error" : "warning"}
            showIcon
            message={`${outcome.added.length} line${outcome.added.length === 1 ? "" : "s"} added, ${outcome.refused.length} refused.`}
          />
          {outcome.refused.length > 0 && (
            <List
              size="small"
              style={{ marginTop: 8 }}
              dataSource={outcome.refused}
              renderItem={(refusal) => (
                <List.Item data-testid="pos-bulk-refused">
                  <Typography.Text>
                    Line {refusal.line}
                    {refusal.code ? ` (${refusal.code})` : ""}: <Typography.Text type="danger">{refusal.reason}</Typography.Text>
                  </Typography.Text>
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </div>
  );
}
