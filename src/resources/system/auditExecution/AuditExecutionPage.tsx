// Audit Execution (system/audit/execution/{id}): count one product of the audit after another. The stepper walks
// SELECT_PRODUCT → SCAN_LOTS → SHOW_SUMMARY → CONFIRM; Back returns to the audit list, 'Close Audit' ends the
// audit. A step's failure shows as a banner above the step (and as the usual toast, scans excepted).
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { Alert, App, Button, Card, Flex, Space, Steps, Tag, Typography } from "antd";
import { useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { AUDIT_COMPLETED_PRODUCT_MESSAGE } from "../../../../common/schemas/audit";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { errorMessage } from "../../../providers/serverErrors";
import { appPath } from "../../defineResource";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { CloseAuditButton } from "./CloseAuditButton";
import { ConfirmStep } from "./ConfirmStep";
import { COMPLETE_PRODUCT_AUDIT, GET_AUDIT, START_AUDIT, type ExecutedAudit, type ExecutedProduct } from "./documents";
import { ScanLotsStep } from "./ScanLotsStep";
import { SelectProductStep } from "./SelectProductStep";
import { AUDIT_LIST, AUDIT_STATUS_OPTIONS, EXECUTION_STEPS, STEP_TITLES, type ExecutionStep } from "./shared";
import { SummaryStep } from "./SummaryStep";
import { useExecutionSteps } from "./useExecutionSteps";

const NO_PRODUCT_MESSAGE = "No product selected";
const LOAD_FAILED_MESSAGE = "Failed to load audit details. Please try again.";

export function AuditExecutionPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["audit-execution", id], GET_AUDIT, id ? { auditId: id } : null);
  const audit = query.data?.audit;
  const toList = () => navigate(appPath(AUDIT_LIST));

  return (
    <Card data-testid="audit-execution-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={toList} data-testid="audit-back-to-list">
            Back
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Audit Execution
          </Typography.Title>
          {audit && (
            <>
              <Tag data-testid="audit-execution-id">{audit.secondaryId}</Tag>
              <EnumTag value={audit.status} options={AUDIT_STATUS_OPTIONS} />
              <Typography.Text type="secondary">{audit.location.name}</Typography.Text>
            </>
          )}
        </Space>
        {audit && <CloseAuditButton audit={audit} />}
      </Flex>
      {query.isLoading ? (
        <Card loading bordered={false} />
      ) : !audit ? (
        <Alert type="error" showIcon message={LOAD_FAILED_MESSAGE} description={errorMessage(query.error)} data-testid="audit-load-error" />
      ) : audit.status === "CLOSED" ? (
        <Alert type="info" showIcon message={`Audit ${audit.secondaryId} is closed: nothing more can be counted.`} description={audit.closureReason} />
      ) : (
        <Execution audit={audit} onListing={toList} />
      )}
    </Card>
  );
}

function Execution({ audit, onListing }: { audit: ExecutedAudit; onListing: () => void }) {
  const steps = useExecutionSteps();
  const { modal } = App.useApp();
  const { open: notify } = useNotification();
  const [stepError, setStepError] = useState<string | null>(null);
  const start = useGqlMutation(START_AUDIT, { failure: "Failed to start audit" });
  const complete = useGqlMutation(COMPLETE_PRODUCT_AUDIT, { failure: "Failed to submit audit" });
  const product = audit.auditProducts.find((row) => row.id === steps.productId) ?? null;
  // a product completed meanwhile (another user, a reload after submitting) has nothing left to scan or submit
  const step: ExecutionStep = product?.status === "COMPLETED" && (steps.step === "SCAN_LOTS" || steps.step === "SHOW_SUMMARY") ? "CONFIRM" : steps.step;

  const go = (next: ExecutionStep, productId?: string | null) => {
    setStepError(null);
    steps.go(next, productId);
  };
  // where the user is now, for an answer that comes late: the submit's answer arrives after the lists are refetched,
  // by when the page may already show the confirmation (the product reads COMPLETED) and the user may have gone on
  const latest = useRef({ step: steps.step, productId: steps.productId });
  useLayoutEffect(() => {
    latest.current = { step: steps.step, productId: steps.productId };
  }, [steps.step, steps.productId]);
  const noProduct = () => notify?.({ type: "error", message: NO_PRODUCT_MESSAGE });

  const pick = (row: ExecutedProduct) => {
    if (row.status === "COMPLETED") {
      notify?.({ type: "error", message: AUDIT_COMPLETED_PRODUCT_MESSAGE });
      return;
    }
    if (row.status === "IN_PROGRESS") {
      go("SCAN_LOTS", row.id);
      return;
    }
    modal.confirm({
      title: "Start Audit",
      content: `Start the audit of ${row.product.name}? Its ${row.lotCount} lot${row.lotCount === 1 ? "" : "s"} are then counted by scanning their labels.`,
      okText: "Start Audit",
      autoFocusButton: "ok",
      onOk: async () => {
        try {
          await start.mutateAsync({ auditId: audit.id, productId: row.product.id });
          go("SCAN_LOTS", row.id);
        } catch (error) {
          setStepError(`Failed to start the audit of ${row.product.name}: ${errorMessage(error) ?? "please try again."}`);
        }
      },
    });
  };

  const submit = () => {
    if (!product) return noProduct();
    const submitted = product.id;
    complete.mutate(
      { auditId: audit.id, productId: product.product.id },
      {
        // to the confirmation only from the summary of this product: not back from wherever the user went meanwhile
        onSuccess: () => {
          if (latest.current.step === "SHOW_SUMMARY" && latest.current.productId === submitted) go("CONFIRM", submitted);
        },
        onError: (error) => setStepError(`Failed to submit audit: ${errorMessage(error) ?? "please try again."}`),
      },
    );
  };

  const content = (() => {
    if (step === "SELECT_PRODUCT") return <SelectProductStep products={audit.auditProducts} onPick={pick} />;
    if (!product) return <Alert type="warning" showIcon message={NO_PRODUCT_MESSAGE} />;
    if (step === "SCAN_LOTS") return <ScanLotsStep audit={audit} product={product} onBack={steps.back} onContinue={steps.forward} />;
    if (step === "SHOW_SUMMARY") return <SummaryStep audit={audit} product={product} submitting={complete.isPending} onBack={steps.back} onSubmit={submit} />;
    const othersLeft = audit.auditProducts.some((row) => row.id !== product.id && row.status !== "COMPLETED");
    return <ConfirmStep product={product} onListing={onListing} onNext={othersLeft ? () => go("SELECT_PRODUCT", null) : null} />;
  })();

  return (
    <>
      <Steps
        size="small"
        current={EXECUTION_STEPS.indexOf(step)}
        items={EXECUTION_STEPS.map((each) => ({ title: STEP_TITLES[each], description: each === "SELECT_PRODUCT" && product ? product.product.name : undefined }))}
        style={{ marginBottom: 16 }}
        data-testid="audit-steps"
      />
      {stepError && <Alert type="error" showIcon closable onClose={() => setStepError(null)} message={stepError} style={{ marginBottom: 16 }} data-testid="audit-step-error" />}
      {content}
      {step === "SELECT_PRODUCT" && (
        <Button
          type="primary"
          icon={<ArrowRightOutlined />}
          iconPosition="end"
          style={{ marginTop: 16 }}
          data-testid="audit-step-continue"
          onClick={() => (product && product.status !== "COMPLETED" ? pick(product) : noProduct())}
        >
          Continue
        </Button>
      )}
    </>
  );
}
