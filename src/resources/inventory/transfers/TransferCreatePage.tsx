// Create Stock Transfer (inventory-management/stock-transfer/create): from the current location to another one of
// the company. Lots are scanned (each checked at once by bulkValidateProductLots: a refused one shows why and is
// not added) or products are added with a number of sealed packs. Answering a store's demand note sets the
// destination and offers what this location can send now of each line still open (getDemandNoteTransferOffer),
// marking the lines it cannot fill; a line left at 0 is not sent. The shared schema checks the form before it is
// sent, and a refusal is shown beside the lines at fault; the request carries one key per transfer, so a retry never
// sends the stock twice.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { newIdempotencyKey } from "../../../../common/schemas/idempotency";
import { transferInputSchema } from "../../../../common/schemas/transfer";
import { ScanInput } from "../../../components/scan/ScanInput";
import { graphql } from "../../../graphql";
import { requestDocument, useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { ProductSearch } from "../../procurement/purchaseOrders/ProductSearch";
import { appPath } from "../../defineResource";
import { errorsByRow } from "../../formValues";
import { errorMessage, serverFieldErrors } from "../../../providers/serverErrors";
import { STOCK_TRANSFER_LIST } from "./resource";
import { linesAtFaultText, transferErrorsByLine, type SentLines } from "./transferErrors";
import { ProductPacksTable, ScannedLotsTable, type ProductPacks } from "./TransferLines";
import { CREATE_TRANSFER, DEMAND_NOTE_OFFER, VALIDATE_LOTS, type CheckedLot } from "./types";

const DESTINATIONS = graphql(`query TransferDestinations($locationFromId: ID!) {
  destinations: getTransferDestinations(locationFromId: $locationFromId) { id name type }
}`);

/** The open demand notes asked of this location, with what is left to send. */
const OPEN_NOTES = graphql(`query OpenDemandNotes($locationId: ID, $filter: [FilterGroupInput!]) {
  notes: getDemandNotes(locationId: $locationId, filter: $filter, limit: 100) {
    data { id secondaryId requestedFrom { id name } }
  }
}`);

type Errors = Record<string, string>;

export function TransferCreatePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { current } = useCurrentLocation();
  const [locationToId, setLocationToId] = useState<string | null>(null);
  const [expected, setExpected] = useState<Dayjs | null>(null);
  const [description, setDescription] = useState("");
  const [lots, setLots] = useState<CheckedLot[]>([]);
  const [lines, setLines] = useState<ProductPacks[]>([]);
  const [scanError, setScanError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const [demandNoteId, setDemandNoteId] = useState<string | null>(null);
  const [offerLoading, setOfferLoading] = useState(false);
  const [sent, setSent] = useState<SentLines>({ lotCodes: [], productIds: [] });
  const destinations = useGqlQuery(["transfer-destinations"], DESTINATIONS, current ? { locationFromId: current.id } : null);
  const create = useGqlMutation(CREATE_TRANSFER, { failure: false });
  const openNotes = useGqlQuery(
    ["open-demand-notes"],
    OPEN_NOTES,
    current ? { locationId: current.id, filter: [{ logicalOperator: "AND" as const, conditions: [{ field: "status", operator: "EQUAL" as const, value: "OPEN" }, { field: "requestedToId", operator: "EQUAL" as const, value: current.id }] }] } : null,
  );
  const notes = openNotes.data?.notes.data ?? [];
  const answering = notes.find((note) => note.id === demandNoteId) ?? null;

  /** Answering a note: to the store that asked, offering what can be sent from here now of each line still open. */
  const answer = async (noteId: string | null) => {
    setDemandNoteId(noteId);
    setErrors({});
    const note = notes.find((each) => each.id === noteId);
    if (!note || !current) return;
    setLocationToId(note.requestedFrom.id);
    setOfferLoading(true);
    try {
      const { offer } = await requestDocument(DEMAND_NOTE_OFFER, { demandNoteId: note.id, locationFromId: current.id });
      setLines(
        offer.map((line) => ({
          productId: line.product.id,
          name: line.product.name,
          code: line.product.secondaryId,
          packs: line.offeredPacks,
          fromNote: { remaining: line.remainingQuantity, available: line.availablePacks },
        })),
      );
    } catch (error) {
      setErrors({ demandNoteId: errorMessage(error) ?? "What this location can send could not be read." });
    } finally {
      setOfferLoading(false);
    }
  };

  if (!current) return <Alert type="info" showIcon message="Choose the location the stock leaves in the location switcher first." />;

  const scan = async (code: string): Promise<boolean> => {
    if (lots.some((lot) => lot.actionId === code)) {
      setScanError(`${code} is in the list already.`);
      return false;
    }
    try {
      const { checks } = await requestDocument(VALIDATE_LOTS, { locationId: current.id, actionIds: [code] });
      const [check] = checks;
      if (!check?.valid || !check.lot) {
        setScanError(check?.reason ?? `${code} cannot be sent.`);
        return false;
      }
      const lot = check.lot;
      setLots((previous) => [...previous, lot]);
      setScanError(null);
      return true;
    } catch (error) {
      setScanError(errorMessage(error) ?? "The lot could not be checked.");
      return false;
    }
  };

  const submit = async () => {
    // a line of the note left at 0 is not sent (nothing here, or not this time)
    const sending = lines.filter((line) => !(line.fromNote && line.packs === 0));
    const sentLines: SentLines = { lotCodes: lots.map((lot) => lot.actionId), productIds: sending.map((line) => line.productId) };
    const input = {
      idempotencyKey: key,
      locationFromId: current.id,
      locationToId,
      demandNoteId: answering?.id ?? null,
      description: description || null,
      expectedDeliveryDate: expected ? expected.format("YYYY-MM-DD") : null,
      lotCodes: lots.map((lot) => lot.actionId),
      products: sending.map((line) => ({ productId: line.productId, packs: line.packs })),
    };
    setSent(sentLines);
    const parsed = transferInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsByRow(parsed.error, "products", sentLines.productIds));
      return;
    }
    setErrors({});
    try {
      const { transfer } = await create.mutateAsync({ input: { ...parsed.data, products: parsed.data.products } });
      setKey(newIdempotencyKey());
      void message.success(`Transfer ${transfer.secondaryId} created with ${transfer.itemCount} lot${transfer.itemCount === 1 ? "" : "s"}.`);
      navigate(appPath(STOCK_TRANSFER_LIST));
    } catch (error) {
      // each refused line beside it; what concerns no line below the form (create.error)
      setErrors(transferErrorsByLine(serverFieldErrors(error), sentLines));
    }
  };

  return (
    <Card data-testid="transfer-create-page">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(STOCK_TRANSFER_LIST))}>
          Stock Transfer
        </Button>
      </Space>
      <Typography.Title level={4}>Create Stock Transfer</Typography.Title>
      {/* no onFinish: a scanner's Enter in the scan box must never send the transfer */}
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="From">
              <Tag color="blue" data-testid="transfer-from">
                {current.name}
              </Tag>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="To" required validateStatus={errors.locationToId ? "error" : undefined} help={errors.locationToId}>
              <Select<string>
                data-testid="transfer-to"
                placeholder="Choose where the stock goes"
                loading={destinations.isLoading}
                value={locationToId ?? undefined}
                onChange={setLocationToId}
                options={(destinations.data?.destinations ?? []).map((location) => ({ value: location.id, label: `${location.name} (${location.type === "WAREHOUSE" ? "Warehouse" : "Store"})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Expected Delivery" validateStatus={errors.expectedDeliveryDate ? "error" : undefined} help={errors.expectedDeliveryDate}>
              <DatePicker value={expected} onChange={setExpected} format="DD/MM/YYYY" style={{ width: "100%" }} data-testid="transfer-expected" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Demand Note" validateStatus={errors.demandNoteId ? "error" : undefined} help={errors.demandNoteId ?? (notes.length === 0 ? "No open demand note asks this location." : undefined)}>
          <Select<string>
            allowClear
            data-testid="transfer-demand-note"
            placeholder="Answer a store's demand note (optional)"
            value={answering?.id}
            onChange={(value) => void answer(value ?? null)}
            loading={openNotes.isLoading || offerLoading}
            options={notes.map((note) => ({ value: note.id, label: `${note.secondaryId} · ${note.requestedFrom.name}` }))}
          />
        </Form.Item>
        <Form.Item label="Description" validateStatus={errors.description ? "error" : undefined} help={errors.description}>
          <Input.TextArea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} data-testid="transfer-description" />
        </Form.Item>
        <Typography.Title level={5}>Lots</Typography.Title>
        <ScanInput testId="transfer-scan" ariaLabel="Scan or type a lot code" placeholder="Scan or type a lot code and press Enter" onScan={scan} style={{ maxWidth: 520 }} />
        {scanError && <Alert style={{ margin: "8px 0", maxWidth: 520 }} type="error" showIcon message={scanError} data-testid="transfer-scan-error" />}
        <div style={{ margin: "12px 0" }}>
          <ScannedLotsTable lots={lots} errors={errors} onRemove={(actionId) => setLots((previous) => previous.filter((lot) => lot.actionId !== actionId))} />
        </div>
        <Typography.Title level={5}>Or products by sealed packs</Typography.Title>
        <div style={{ maxWidth: 520, marginBottom: 12 }}>
          <ProductSearch
            vendorId={null}
            testId="transfer-product-search"
            chosen={new Set(lines.map((line) => line.productId))}
            onPick={(product) => setLines((previous) => [...previous, { productId: product.id, name: product.name, code: product.secondaryId, packs: 1 }])}
          />
        </div>
        <ProductPacksTable
          lines={lines}
          errors={errors}
          onPacks={(productId, packs) => {
            setLines((previous) => previous.map((line) => (line.productId === productId ? { ...line, packs } : line)));
            setErrors(({ [productId]: _fixed, ...others }) => others);
          }}
          onRemove={(productId) => setLines((previous) => previous.filter((line) => line.productId !== productId))}
        />
        {lines.some((line) => line.fromNote) && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="transfer-note-hint">
            A line left at 0 is not sent: the demand note keeps asking for it.
          </Typography.Paragraph>
        )}
        {(errors.lotCodes || errors.products) && <Alert style={{ marginTop: 12 }} type="error" showIcon message={errors.lotCodes ?? errors.products} data-testid="transfer-items-error" />}
        {create.error && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={Object.keys(serverFieldErrors(create.error)).length > 0 ? (linesAtFaultText(errors, sent) ?? "Please correct the marked fields.") : (errorMessage(create.error) ?? "The transfer could not be created.")}
            data-testid="transfer-create-error"
          />
        )}
        <Button type="primary" loading={create.isPending} style={{ marginTop: 16 }} onClick={() => void submit()} data-testid="transfer-submit">
          Create Transfer
        </Button>
      </Form>
    </Card>
  );
}
