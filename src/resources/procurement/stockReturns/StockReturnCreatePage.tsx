// Create a stock return: the vendor, the current location (read only), the lots to send back (scanned by code
// or ticked in the vendor's stock there, expired lots included), a comment, and a confirmed submit. The list then
// offers the gate pass to print.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Form, Input, Row, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useCurrentLocation } from "../../../providers/session";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlMutation } from "../../../providers/gqlHooks";
import { ChosenLots } from "./ChosenLots";
import { useLeaveWarning } from "../../../components/feedback/useLeaveWarning";
import { ChangeVendorModal, ConfirmReturnModal, LeaveReturnModal } from "./CreateModals";
import { createdReturnState } from "./CreatedReturnNotice";
import { LotScanInput } from "./LotScanInput";
import { ReturnableLotsTable } from "./ReturnableLotsTable";
import { stockReturnInput, stockReturnRules, type StockReturnValues } from "./returnLots";
import { STOCK_RETURN_LIST } from "./resource";
import { CREATE_STOCK_RETURN, type ReturnLot, type VendorOption } from "./types";
import { VendorSelect } from "./VendorSelect";

/** The server's messages: per field first (e.g. "lots"; the comment's shows at the comment), else the error's own sentence. */
function problemsOf(error: unknown, values: StockReturnValues): { comment?: string; problems: string[] } {
  const { comment, ...others } = stockReturnRules.serverErrorsOf(error, values);
  const fields = Object.values(others);
  return { comment, problems: fields.length > 0 || comment ? fields : [errorMessage(error) ?? "Failed to create the stock return."] };
}

export function StockReturnCreatePage() {
  const navigate = useNavigate();
  const { current: location } = useCurrentLocation();
  const [vendor, setVendor] = useState<VendorOption | null>(null);
  const [pendingVendor, setPendingVendor] = useState<VendorOption | null | undefined>(undefined);
  const [lots, setLots] = useState<ReturnLot[]>([]);
  const [comment, setComment] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [serverCommentError, setServerCommentError] = useState<string | undefined>(undefined);
  // Chosen lots are work: leaving through the menu or closing the tab asks first too.
  const leave = useLeaveWarning(lots.length > 0);
  const toList = () => leave(() => navigate(appPath(STOCK_RETURN_LIST)));
  const askToLeave = () => (lots.length > 0 ? setLeaving(true) : toList());

  // Lots belong to one location: switching location in the header (outside this page, so it cannot ask first)
  // starts the return over and says what was dropped. The location the lots are at is state, compared while
  // rendering (React's "adjusting state when a prop changes"); the scanner and the stock below are keyed on it.
  const locationId = location?.id ?? null;
  const [lotsAt, setLotsAt] = useState(location);
  const [clearedAt, setClearedAt] = useState<string | null>(null);
  if ((lotsAt?.id ?? null) !== locationId) {
    setLotsAt(location);
    setClearedAt(lots.length > 0 && lotsAt ? lotsAt.name : null);
    setLots([]);
    setProblems([]);
    setPendingVendor(undefined);
    setConfirming(false);
    setLeaving(false);
  }

  const create = useGqlMutation(CREATE_STOCK_RETURN, {
    success: ({ stockReturn }) => `Stock return ${stockReturn.secondaryId} created. Gate pass ${stockReturn.gatePassNumber}.`,
    failure: false,
  });

  const choose = (added: ReturnLot[]) => setLots((before) => [...before, ...added.filter((lot) => !before.some((chosen) => chosen.id === lot.id))]);
  const remove = (removed: ReturnLot[]) => setLots((before) => before.filter((lot) => !removed.some((gone) => gone.id === lot.id)));

  const applyVendor = (next: VendorOption | null) => {
    setVendor(next);
    setLots([]);
    setProblems([]);
    setPendingVendor(undefined);
  };
  const onVendorChange = (next: VendorOption | null) => {
    if (next?.id === vendor?.id) return;
    if (lots.length > 0) setPendingVendor(next);
    else applyVendor(next);
  };

  const vendorId = vendor?.id ?? null;
  const values: StockReturnValues = useMemo(() => ({ vendorId, locationId, lots, comment }), [vendorId, locationId, lots, comment]);
  // The comment is the one thing typed here: the schema's message shows at it as it is typed. (Vendor, location and
  // lots are picked from lists; the button waits for them.)
  const commentError = useMemo(() => stockReturnRules.errorsOf(values).comment, [values]);
  const shownCommentError = commentError ?? serverCommentError;

  const submit = () => {
    if (!vendor || !location) return;
    setProblems([]);
    setServerCommentError(undefined);
    const sent = values;
    create.mutate(
      { stockReturnDto: { ...stockReturnInput(sent), vendorId: vendor.id, locationId: location.id } },
      {
        onSuccess: ({ stockReturn }) => {
          setConfirming(false);
          leave(() => void navigate(appPath(STOCK_RETURN_LIST), { state: createdReturnState(stockReturn) }));
        },
        onError: (error) => {
          setConfirming(false);
          const refused = problemsOf(error, sent);
          setServerCommentError(refused.comment);
          setProblems(refused.problems);
        },
      },
    );
  };

  return (
    <div data-testid="stock-return-create-page">
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={askToLeave} aria-label="Back to Stock Return" data-testid="form-back" />
        <Typography.Title level={4} style={{ margin: 0 }}>
          Create Stock Return
        </Typography.Title>
      </div>
      {!location && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Choose a location in the header to return its stock." />}
      {clearedAt && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setClearedAt(null)}
          style={{ marginBottom: 16 }}
          message={`The lots chosen at ${clearedAt} were cleared because the location changed.`}
          data-testid="stock-return-lots-cleared"
        />
      )}

      <Card title="Return" style={{ marginBottom: 16 }}>
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Vendor" required>
                <VendorSelect value={vendor?.id ?? null} onChange={onVendorChange} disabled={!location} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Location">
                <Input data-testid="stock-return-location" aria-label="Location" value={location?.name ?? ""} readOnly />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>

      {location && vendor && (
        <Card key={location.id} title={`${vendor.name}'s stock at ${location.name}`} style={{ marginBottom: 16 }}>
          <LotScanInput context={{ vendor, location, chosen: lots }} onAdd={(lot) => choose([lot])} />
          <ReturnableLotsTable vendorId={vendor.id} locationId={location.id} chosen={lots} onChoose={choose} onRemove={remove} />
        </Card>
      )}
      {location && !vendor && (
        <Card key={location.id} style={{ marginBottom: 16 }}>
          <LotScanInput context={{ vendor: null, location, chosen: lots }} onAdd={(lot) => choose([lot])} />
          <Typography.Text type="secondary">Select a vendor to see the lots bought from them that are in stock here.</Typography.Text>
        </Card>
      )}

      <Card title={`Lots to return (${lots.length})`} style={{ marginBottom: 16 }}>
        <ChosenLots lots={lots} onRemove={remove} />
        <Form layout="vertical" component="div" style={{ marginTop: 16 }}>
          <Form.Item label="Comment" htmlFor="stock-return-comment" validateStatus={shownCommentError ? "error" : undefined} help={shownCommentError}>
            <Input.TextArea
              id="stock-return-comment"
              data-testid="stock-return-comment"
              rows={2}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setServerCommentError(undefined);
              }}
              placeholder="Reason for the return, e.g. expired stock"
            />
          </Form.Item>
        </Form>
      </Card>

      {problems.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problems.join(" ")} data-testid="stock-return-problems" />}
      <div style={{ display: "flex", justifyContent: "flex-end", gap: 8 }}>
        <Button onClick={askToLeave} data-testid="stock-return-cancel">
          Cancel
        </Button>
        <Button
          type="primary"
          data-testid="stock-return-submit"
          disabled={!vendor || !location || lots.length === 0 || Boolean(commentError)}
          loading={create.isPending}
          onClick={() => setConfirming(true)}
        >
          Create Stock Return
        </Button>
      </div>

      {vendor && location && (
        <ConfirmReturnModal open={confirming} lots={lots} vendorName={vendor.name} locationName={location.name} busy={create.isPending} onConfirm={submit} onCancel={() => setConfirming(false)} />
      )}
      <ChangeVendorModal
        open={pendingVendor !== undefined}
        lotCount={lots.length}
        fromVendor={vendor?.name ?? ""}
        onConfirm={() => applyVendor(pendingVendor ?? null)}
        onCancel={() => setPendingVendor(undefined)}
      />
      <LeaveReturnModal open={leaving} lotCount={lots.length} onLeave={toList} onStay={() => setLeaving(false)} />
    </div>
  );
}
