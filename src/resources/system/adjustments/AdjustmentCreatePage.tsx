// Create Adjustment (system/adjustments/create): a hand adjustment at the current location (the header's location
// switcher): its type (EXPIRED, DAMAGED, LOST, FOUND, CORRECTION), title and remarks, and its lots, scanned or
// found, each with the units it moves and a reason. The shared schema (common/schemas/adjustment.ts, the server's
// own) checks the form before it is sent; its messages and the server's refusals show beside the field at fault.
// Made, it waits PENDING for someone else's approval: the list opens its details.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Form, Input, Row, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { adjustmentInputSchema, HAND_ADJUSTMENT_TYPES, TYPE_LINE_KIND, type HandAdjustmentType } from "../../../../common/schemas/adjustment";
import { fieldErrorsFromZod } from "../../../../common/validation/fieldErrors";
import { enumLabel } from "../../../../common/format/enumLabel";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { errorMessage, serverFieldErrors } from "../../../providers/serverErrors";
import { useCurrentLocation } from "../../../providers/session";
import { appPath } from "../../defineResource";
import { AdjustmentLinesTable } from "./AdjustmentLinesTable";
import { adjustmentInput, errorsByLine, linesAtFault, newLine, type AdjustmentLine } from "./adjustmentLines";
import { LotFinder } from "./LotFinder";
import { CREATE_ADJUSTMENT } from "./queries";
import { ADJUSTMENT_LIST, adjustmentDetailsPath } from "./resource";

const TYPE_HINTS: Record<HandAdjustmentType, string> = {
  EXPIRED: "Expired lots taken out of stock (whole lots are held out of sale until approved).",
  DAMAGED: "Broken or spoilt units taken out of stock.",
  LOST: "Units that cannot be found, taken out of stock.",
  FOUND: "Units found on the shelf that the books do not have, brought back in.",
  CORRECTION: "Each line takes units out or brings them in.",
};

export function AdjustmentCreatePage() {
  const navigate = useNavigate();
  const { current } = useCurrentLocation();
  const [type, setType] = useState<HandAdjustmentType | null>(null);
  const [title, setTitle] = useState("");
  const [remarks, setRemarks] = useState("");
  const [lines, setLines] = useState<AdjustmentLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useGqlMutation(CREATE_ADJUSTMENT, { failure: false, success: ({ adjustment }) => `Adjustment ${adjustment.secondaryId} is waiting for approval.` });

  if (!current) return <Alert type="info" showIcon message="Choose the location to adjust in the location switcher first." />;

  const lotIds = lines.map((line) => line.lot.id);
  const clearError = (key: string) => setErrors(({ [key]: _fixed, ...others }) => others);

  const submit = async () => {
    const parsed = adjustmentInputSchema.safeParse(adjustmentInput({ title, remarks, adjustmentType: type, locationId: current.id, lines }));
    if (!parsed.success) {
      setErrors(errorsByLine(fieldErrorsFromZod(parsed.error), lotIds));
      return;
    }
    setErrors({});
    try {
      const { adjustment } = await create.mutateAsync({ input: parsed.data });
      navigate(appPath(adjustmentDetailsPath(adjustment.id)));
    } catch (error) {
      setErrors(errorsByLine(serverFieldErrors(error), lotIds));
    }
  };

  const fieldStatus = (name: string) => ({ validateStatus: errors[name] ? ("error" as const) : undefined, help: errors[name] });
  const lineProblem = linesAtFault(errors, lotIds) ?? errors.lines;
  const otherProblem = create.error && Object.keys(serverFieldErrors(create.error)).length === 0 ? (errorMessage(create.error) ?? "The adjustment could not be made.") : null;

  return (
    <Card data-testid="adjustment-create-page">
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(ADJUSTMENT_LIST))} style={{ marginBottom: 12 }}>
        Adjustments
      </Button>
      <Typography.Title level={4}>Create Adjustment</Typography.Title>
      {/* no onFinish: a scanner's Enter in the scan box must never send the adjustment */}
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Location">
              <Tag color="blue" data-testid="adjustment-location">
                {current.name}
              </Tag>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Type" required {...fieldStatus("adjustmentType")} extra={type ? TYPE_HINTS[type] : undefined}>
              <Select<HandAdjustmentType>
                data-testid="adjustment-type"
                placeholder="Choose the type of adjustment"
                value={type ?? undefined}
                onChange={(next) => {
                  setType(next);
                  clearError("adjustmentType");
                }}
                options={HAND_ADJUSTMENT_TYPES.map((value) => ({ value, label: enumLabel(value) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Title" required {...fieldStatus("title")}>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} placeholder="e.g. Breakage in aisle 3" data-testid="adjustment-title" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Remarks" {...fieldStatus("remarks")}>
          <Input.TextArea rows={2} value={remarks} onChange={(event) => setRemarks(event.target.value)} data-testid="adjustment-remarks" />
        </Form.Item>
        <Typography.Title level={5}>Lots</Typography.Title>
        <LotFinder
          location={current}
          type={type}
          chosen={new Set(lotIds)}
          onAdd={(lot) => {
            setLines((previous) => (previous.some((line) => line.lot.id === lot.id) ? previous : [...previous, newLine(lot, type)]));
            clearError("lines");
          }}
        />
        <div style={{ margin: "16px 0" }}>
          <AdjustmentLinesTable
            lines={lines}
            type={type}
            errors={errors}
            onChange={(lotId, change) => {
              setLines((previous) => previous.map((line) => (line.lot.id === lotId ? { ...line, ...change } : line)));
              for (const field of Object.keys(change)) clearError(`${lotId}.${field}`);
            }}
            onRemove={(lotId) => setLines((previous) => previous.filter((line) => line.lot.id !== lotId))}
          />
        </div>
        {type && TYPE_LINE_KIND[type] === "SHORT" && lines.length > 0 && (
          <Typography.Paragraph type="secondary">A line that takes out everything its lot holds keeps the lot out of sale until the adjustment is decided.</Typography.Paragraph>
        )}
        {lineProblem && <Alert type="error" showIcon message={lineProblem} style={{ marginBottom: 12 }} data-testid="adjustment-lines-error" />}
        {otherProblem && <Alert type="error" showIcon message={otherProblem} style={{ marginBottom: 12 }} data-testid="adjustment-create-error" />}
        <Button type="primary" loading={create.isPending} onClick={() => void submit()} data-testid="adjustment-submit">
          Create Adjustment
        </Button>
      </Form>
    </Card>
  );
}
