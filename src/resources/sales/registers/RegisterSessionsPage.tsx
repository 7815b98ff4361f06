// The sessions of a register, newest first (spec §2): each with its balance history, its summary, cash in/out
// while it is open, and a reprint of its X-out report.
import { Alert, Button, Card, Descriptions, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useGqlQuery } from "../../../providers/gqlHooks";
import type { ResultOf } from "../../../graphql";
import { printXOutReport } from "../../../components/printing/printXOut";
import { priceText } from "../../catalogue/options";
import { CashInOutDialog } from "./CashInOutDialog";
import { BALANCE_HISTORY, SESSION_SUMMARY, SESSIONS } from "./documents";
import { SessionSummaryPanel } from "./SessionSummaryPanel";
import { dateTime, personName, registerPaths, SessionStatusTag } from "./shared";

type Session = ResultOf<typeof SESSIONS>["getLocationRegisterSessions"]["data"][number];
const KIND_LABELS: Record<string, string> = { OPENING: "Opening", ADDITION: "Cash In", WITHDRAWAL: "Cash Out", CLOSING: "Closing" };

function SessionDetails({ session }: { session: Session }) {
  const history = useGqlQuery(["balance-history", session.id], BALANCE_HISTORY, { sessionId: session.id });
  const summary = useGqlQuery(["session-summary", session.id], SESSION_SUMMARY, { sessionId: session.id });
  const [cashOpen, setCashOpen] = useState(false);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Space>
        <Button onClick={() => printXOutReport(session.id)} data-testid={`reprint-${session.secondaryId}`}>
          Reprint X-Out
        </Button>
        {session.status === "OPENED" && <Button onClick={() => setCashOpen(true)}>Cash In / Out</Button>}
      </Space>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={history.isLoading}
        dataSource={history.data?.getLocationRegisterBalanceHistoryBySessionId ?? []}
        columns={[
          { title: "When", dataIndex: "createdAt", render: (v: string) => dateTime(v) },
          { title: "Entry", dataIndex: "kind", render: (k: string) => KIND_LABELS[k] ?? k },
          { title: "Amount", dataIndex: "amount", align: "right", render: (v: number) => priceText(v) },
          { title: "Balance After", dataIndex: "balanceAfter", align: "right", render: (v: number) => priceText(v) },
          { title: "Note", dataIndex: "note", render: (v: string | null) => v ?? "" },
          { title: "By", dataIndex: "createdBy", render: (v: Session["openedBy"] | null) => personName(v) },
        ]}
      />
      {summary.data && <SessionSummaryPanel summary={summary.data} />}
      {session.status === "OPENED" && <CashInOutDialog sessionId={session.id} open={cashOpen} onClose={() => setCashOpen(false)} balance={session.balance} />}
    </Space>
  );
}

function SessionCard({ session }: { session: Session }) {
  const [shown, setShown] = useState(false);
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <strong>{session.secondaryId}</strong>
          <SessionStatusTag status={session.status} />
          <span>
            Opened {dateTime(session.openedAt)} by {personName(session.openedBy)}
          </span>
          {session.closedAt && (
            <span>
              · Closed {dateTime(session.closedAt)} by {personName(session.closedBy)}
            </span>
          )}
        </Space>
      }
      extra={
        <Button type="link" aria-expanded={shown} onClick={() => setShown(!shown)} data-testid={`session-${session.secondaryId}`}>
          {shown ? "Hide" : "Details"}
        </Button>
      }
    >
      <Descriptions size="small" column={4}>
        <Descriptions.Item label="Opening">{priceText(session.openingAmount)}</Descriptions.Item>
        <Descriptions.Item label="Balance">{priceText(session.balance)}</Descriptions.Item>
        <Descriptions.Item label="Closing">{priceText(session.closingAmount)}</Descriptions.Item>
        <Descriptions.Item label="Matched">{session.isAmountMatched === null ? "—" : session.isAmountMatched ? "Yes" : "No"}</Descriptions.Item>
      </Descriptions>
      {shown && <SessionDetails session={session} />}
    </Card>
  );
}

export function RegisterSessionsPage() {
  const { registerId = "" } = useParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useGqlQuery(["register-sessions", registerId, page], SESSIONS, { registerId, page, limit: 10 });
  const list = query.data?.getLocationRegisterSessions;
  return (
    <Card
      title={<Typography.Title level={4} style={{ margin: 0 }}>Sessions{list?.data[0] ? ` — ${list.data[0].registerName}` : ""}</Typography.Title>}
      extra={<Button onClick={() => navigate(registerPaths.list)}>Back</Button>}
    >
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      {list && list.data.length === 0 && <Typography.Text>No sessions yet.</Typography.Text>}
      <Space direction="vertical" style={{ width: "100%" }} data-testid="session-list">
        {(list?.data ?? []).map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
      </Space>
      {list && list.meta.total > list.meta.limit && (
        <Space style={{ marginTop: 12 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button disabled={page * list.meta.limit >= list.meta.total} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Space>
      )}
    </Card>
  );
}
