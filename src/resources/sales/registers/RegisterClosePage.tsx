// Close Register (spec §2): who opened it and when, the denomination counter, the summary panel with the
// difference (shown, never blocking), the closing note and amount; 'Are you Sure?' then the X-Out report prints
// and the list comes back. A session not OPENED: 'Register is already closed' with Go Back.
import { Alert, Button, Card, Col, Form, Input, InputNumber, Modal, Result, Row, Space, Typography } from "antd";
import { useNotification } from "@refinedev/core";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { useSession } from "../../../providers/session";
import { unsentSalesMessage, useUnsentOfflineSales } from "../../../hooks/useUnsentOfflineSales";
import { printXOutReport } from "../../../components/printing/printXOut";
import { CashInOutDialog } from "./CashInOutDialog";
import { CLOSE_REGISTER, REGISTER, SESSION_SUMMARY } from "./documents";
import { countRows, countsTotal, DenominationCounter, emptyCounts, type Counts } from "./DenominationCounter";
import { SessionSummaryPanel } from "./SessionSummaryPanel";
import { dateTime, personName, registerPaths } from "./shared";

export const CLOSE_REMINDER = "just a reminder... if any discrepancies, don't forget to adjust actual counted amount before closing the register";

export function RegisterClosePage() {
  const { registerId = "" } = useParams();
  const navigate = useNavigate();
  const { open: toast } = useNotification();
  const query = useGqlQuery(["register", registerId], REGISTER, { id: registerId });
  const session = query.data?.getLocationRegister.currentSession ?? null;
  const summary = useGqlQuery(["session-summary", session?.id], SESSION_SUMMARY, session ? { sessionId: session.id } : null);
  const [counts, setCounts] = useState<Counts>(emptyCounts);
  const [amount, setAmount] = useState<number | null>(0);
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [cashOpen, setCashOpen] = useState(false);
  const [closedName, setClosedName] = useState<string | null>(null);
  const mutation = useGqlMutation(CLOSE_REGISTER, { failure: "Could not close the register" });
  const register = query.data?.getLocationRegister;
  // sales made offline on this machine's till and not yet sent: the register may not close before they are
  const unsent = useUnsentOfflineSales(useSession()?.tenant.id ?? null, register?.locationId ?? null, registerId);

  const changeCounts = (next: Counts) => {
    setCounts(next);
    setAmount(countsTotal(next));
  };

  const close = async () => {
    if (!register || !session || unsent > 0) return;
    const closingAmount = amount ?? 0;
    const total = countsTotal(counts);
    await mutation.mutateAsync({
      id: session.id,
      dto: { closingAmount, denominations: total > 0 && total === closingAmount ? countRows(counts) : null, ...(note.trim() ? { note: note.trim() } : {}) },
    });
    setConfirming(false);
    setClosedName(register.name);
    toast?.({ type: "success", message: `Register ${register.name} is Closed successfully.` });
    printXOutReport(session.id);
    navigate(registerPaths.list);
  };

  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!register) return <Card loading />;
  if (!session) {
    if (closedName) return <Card loading />;
    return (
      <Result
        status="warning"
        title="Register is already closed"
        extra={
          <Button type="primary" onClick={() => navigate(registerPaths.list)} data-testid="go-back">
            Go Back
          </Button>
        }
      />
    );
  }
  return (
    <Card
      title={
        <Space direction="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Close Register — {register.name}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="opened-by">
            Opened by {personName(session.openedBy)} on {dateTime(session.openedAt)}
          </Typography.Text>
        </Space>
      }
      extra={
        <Button onClick={() => setCashOpen(true)} data-testid="cash-in-out">
          Cash In / Out
        </Button>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <DenominationCounter counts={counts} onChange={changeCounts} />
        </Col>
        <Col xs={24} lg={12}>
          {summary.data ? <SessionSummaryPanel summary={summary.data} closingAmount={amount ?? 0} /> : <Card loading />}
          {unsent > 0 && <Alert style={{ marginTop: 16 }} type="error" showIcon message={unsentSalesMessage(unsent)} data-testid="close-unsent-offline" />}
          <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => setConfirming(unsent === 0)}>
            <Form.Item label="Closing Amount">
              <InputNumber min={0} precision={2} style={{ width: "100%" }} value={amount} onChange={setAmount} aria-label="Closing Amount" data-testid="closing-amount" />
            </Form.Item>
            <Form.Item label="Closing Note">
              <Input.TextArea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} aria-label="Closing Note" data-testid="closing-note" />
            </Form.Item>
            <Button type="primary" danger htmlType="submit" block size="large" disabled={unsent > 0} data-testid="close-register">
              Close Register
            </Button>
          </Form>
        </Col>
      </Row>
      <Modal
        title="Are you Sure?"
        open={confirming}
        onCancel={() => setConfirming(false)}
        onOk={() =>
          void close().catch(() => {
            // closed meanwhile (another manager): read it again, and the screen says 'Register is already closed'
            setConfirming(false);
            void query.refetch();
          })
        }
        okText="Confirm"
        cancelText="Cancel"
        confirmLoading={mutation.isPending}
        okButtonProps={{ "data-testid": "confirm-close" } }
      >
        <p>{CLOSE_REMINDER}</p>
      </Modal>
      <CashInOutDialog sessionId={session.id} open={cashOpen} onClose={() => setCashOpen(false)} balance={summary.data?.getRegisterSummaryById.balance} />
    </Card>
  );
}
