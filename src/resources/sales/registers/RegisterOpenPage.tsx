// Open Register (spec §2): the register's name and type, the denomination counter, the last-closed time (or
// 'Not open yet'), the opening amount and OPEN; then the POS of that location and register.
import { Alert, Button, Card, Col, Descriptions, Form, Input, InputNumber, Row, Typography } from "antd";
import { useNotification } from "@refinedev/core";
import { useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { REGISTER, OPEN_REGISTER } from "./documents";
import { countRows, countsTotal, DenominationCounter, emptyCounts, type Counts } from "./DenominationCounter";
import { dateTime, registerPaths } from "./shared";

export function RegisterOpenPage() {
  const { registerId = "" } = useParams();
  const navigate = useNavigate();
  const { open: toast } = useNotification();
  const query = useGqlQuery(["register", registerId], REGISTER, { id: registerId });
  const [counts, setCounts] = useState<Counts>(emptyCounts);
  const [amount, setAmount] = useState<number | null>(0);
  const [note, setNote] = useState("");
  const mutation = useGqlMutation(OPEN_REGISTER, { failure: "Could not open the register" });
  const register = query.data?.getLocationRegister;
  // A double click submits twice before the button shows it is busy: the second would be refused as 'already
  // open' beside the first one's success. One opening at a time, whatever the clicks.
  const submitting = useRef(false);

  const changeCounts = (next: Counts) => {
    setCounts(next);
    setAmount(countsTotal(next));
  };

  const submit = async () => {
    if (!register || submitting.current) return;
    submitting.current = true;
    const total = countsTotal(counts);
    const openingAmount = amount ?? 0;
    try {
      const session = await mutation.mutateAsync({
        registerId: register.id,
        session: { openingAmount, denominations: total > 0 && total === openingAmount ? countRows(counts) : null, note: note.trim() || null },
      });
      toast?.({ type: "success", message: `Register ${register.name} is Opened successfully.` });
      navigate(registerPaths.pos(session.openLocationRegister.locationId, register.id));
    } finally {
      submitting.current = false;
    }
  };

  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!register) return <Card loading />;
  if (register.currentSession) {
    return (
      <Card>
        <Alert type="info" showIcon message={`Register ${register.name} is already open.`} style={{ marginBottom: 12 }} />
        <Button onClick={() => navigate(registerPaths.list)}>Go Back</Button>
      </Card>
    );
  }
  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>Open Register</Typography.Title>}>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Register">{register.name}</Descriptions.Item>
        <Descriptions.Item label="Type">{register.type === "CART_REGISTER" ? "Cart Register" : "Sales Register"}</Descriptions.Item>
        <Descriptions.Item label="Last Closed">
          <span data-testid="last-closed">{register.lastClosedAt ? dateTime(register.lastClosedAt) : "Not open yet"}</span>
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <DenominationCounter counts={counts} onChange={changeCounts} />
        </Col>
        <Col xs={24} lg={10}>
          <Form layout="vertical" onFinish={() => void submit().catch(() => query.refetch())}>
            <Form.Item label="Opening Amount">
              <InputNumber min={0} precision={2} style={{ width: "100%" }} value={amount} onChange={(v) => setAmount(v)} data-testid="opening-amount" aria-label="Opening Amount" />
            </Form.Item>
            <Form.Item label="Note">
              <Input.TextArea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} aria-label="Note" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending} data-testid="open-register">
              OPEN
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}
