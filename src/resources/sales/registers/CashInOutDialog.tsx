// Cash in / cash out of an open register (spec §2, §5): an amount and a note; a withdrawal larger than the
// balance is refused by the server with a message shown here. Exported so the POS can open it too.
import { Alert, Form, Input, InputNumber, Modal, Radio } from "antd";
import { useState } from "react";
import { registerCashSchema } from "../../../../common/schemas/registerSession";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { ADD_CASH } from "./documents";
import { cashText } from "./shared";

export interface CashInOutDialogProps {
  sessionId: string;
  open: boolean;
  onClose: () => void;
  /** The balance shown above the form (optional). */
  balance?: number;
  /** Called once the dialog has closed and given the focus back (the POS puts it in its scan box). */
  afterClose?: () => void;
}

export function CashInOutDialog({ sessionId, open, onClose, balance, afterClose }: CashInOutDialogProps) {
  const [kind, setKind] = useState<"ADDITION" | "WITHDRAWAL">("ADDITION");
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useGqlMutation(ADD_CASH, { success: (r) => `Cash ${r.addRegisterCash.kind === "ADDITION" ? "in" : "out"} recorded. Balance: ${cashText(r.addRegisterCash.balanceAfter)}`, failure: false });

  const reset = () => {
    setAmount(null);
    setNote("");
    setProblem(null);
  };
  const submit = async () => {
    const parsed = registerCashSchema.safeParse({ kind, amount, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please check the form.");
      return;
    }
    try {
      await mutation.mutateAsync({ id: sessionId, input: parsed.data });
      reset();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error) ?? "Could not record the cash.");
    }
  };
  return (
    <Modal
      title="Cash In / Out"
      open={open}
      onCancel={() => {
        reset();
        onClose();
      }}
      onOk={() => void submit()}
      okText="Save"
      confirmLoading={mutation.isPending}
      destroyOnHidden
      afterClose={afterClose}
      okButtonProps={{ "data-testid": "cash-save" } }
    >
      {balance !== undefined && <p>Current balance: {cashText(balance)}</p>}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} data-testid="cash-error" />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label="Type">
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as "ADDITION" | "WITHDRAWAL")} optionType="button">
            <Radio.Button value="ADDITION">Cash In</Radio.Button>
            <Radio.Button value="WITHDRAWAL">Cash Out</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="Amount" required>
          <InputNumber autoFocus min={0} precision={2} style={{ width: "100%" }} value={amount} onChange={setAmount} aria-label="Amount" data-testid="cash-amount" />
        </Form.Item>
        <Form.Item label="Note" required>
          <Input.TextArea rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} aria-label="Cash note" data-testid="cash-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
