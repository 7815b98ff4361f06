// The create-audit wizard (spec "Create-audit wizard"): Choose Audit Type, Configure Selection, Review and Create.
// Each step's fields are checked by the shared schema before the next; a 300 ms slide blocks Back and Next while it
// runs; Back is disabled on the first step; Cancel resets and closes. The audit is made at the current location
// (the header's switcher); the server's refusal is shown as it says it.
import { Alert, Button, Form, Modal, Space, Steps } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { createAuditSchema } from "../../../../../common/schemas/audit";
import { useGqlMutation } from "../../../../providers/gqlHooks";
import { errorMessage } from "../../../../providers/serverErrors";
import { useCurrentLocation } from "../../../../providers/session";
import { CREATE_AUDIT } from "../queries";
import { AUDIT_CREATED } from "../texts";
import { auditWizardForm, createAuditInput, stepFields, WIZARD_STEPS, type AuditWizardValues } from "./auditWizardForm";
import { ReviewStep, SelectionStep, TypeStep } from "./WizardSteps";
import "./wizard.css";

const WIZARD_SLIDE_MS = 300;
const LAST_STEP = WIZARD_STEPS.length - 1;

export function CreateAuditWizard({ onClose }: { onClose: () => void }) {
  const { current } = useCurrentLocation();
  const locationId = current?.id ?? null;
  const locationName = current?.name ?? "—";
  const [form] = Form.useForm<AuditWizardValues>();
  const rules = useMemo(() => auditWizardForm(locationId), [locationId]);
  const values: AuditWizardValues = Form.useWatch((all: AuditWizardValues) => all, { form, preserve: true }) ?? {};
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<"forward" | "back">("forward");
  const [sliding, setSliding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const slideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(slideTimer.current), []);
  // a refusal is shown once, in the wizard (audit-wizard-refusal), not also as a toast
  const create = useGqlMutation(CREATE_AUDIT, { failure: false, success: () => AUDIT_CREATED });

  const go = (next: number) => {
    setDirection(next > step ? "forward" : "back");
    setStep(next);
    setRefusal(null);
    setSliding(true);
    window.clearTimeout(slideTimer.current);
    slideTimer.current = window.setTimeout(() => setSliding(false), WIZARD_SLIDE_MS);
  };
  const next = () => {
    form
      .validateFields(stepFields(step, form.getFieldsValue(true) as AuditWizardValues))
      .then(() => go(step + 1))
      .catch(() => undefined);
  };
  const cancel = () => {
    form.resetFields();
    onClose();
  };
  const submit = () => {
    const parsed = createAuditSchema.safeParse(createAuditInput(form.getFieldsValue(true) as AuditWizardValues, locationId));
    if (!parsed.success) {
      setRefusal(parsed.error.issues.map((issue) => issue.message).join(" "));
      return;
    }
    setRefusal(null);
    create.mutate(
      { createAuditDto: parsed.data },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
        onError: (error) => setRefusal(errorMessage(error) ?? "The audit was not created."),
      },
    );
  };

  const footer = (
    <Space>
      <Button onClick={cancel} data-testid="audit-wizard-cancel">
        Cancel
      </Button>
      <Button onClick={() => go(step - 1)} disabled={step === 0 || sliding || create.isPending} data-testid="audit-wizard-back">
        Back
      </Button>
      {step < LAST_STEP ? (
        <Button type="primary" onClick={next} disabled={sliding} data-testid="audit-wizard-next">
          Next
        </Button>
      ) : (
        <Button type="primary" onClick={submit} disabled={sliding || !locationId} loading={create.isPending} data-testid="audit-wizard-create">
          Create Audit
        </Button>
      )}
    </Space>
  );

  return (
    <Modal open width={860} title="Create Audit" onCancel={cancel} maskClosable={false} footer={footer} data-testid="audit-wizard">
      <Steps current={step} items={WIZARD_STEPS.map((title) => ({ title }))} style={{ margin: "8px 0 24px" }} data-testid="audit-wizard-steps" />
      {!locationId && <Alert type="warning" showIcon message="Choose a location in the header first: the audit counts the stock there." style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} onValuesChange={() => setRefusal(null)}>
        {/* clip, not hidden: a focused card must not scroll the steps sideways */}
        <div style={{ overflowX: "clip" }}>
          <div key={step} className={`audit-wizard-step ${direction}`} data-testid={`audit-wizard-step-${step + 1}`}>
            {step === 0 && <TypeStep rules={rules} />}
            {step === 1 && <SelectionStep rules={rules} values={values} locationName={locationName} />}
            {step === 2 && <ReviewStep values={values} locationName={locationName} />}
          </div>
        </div>
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} style={{ marginTop: 16 }} data-testid="audit-wizard-refusal" />}
    </Modal>
  );
}
