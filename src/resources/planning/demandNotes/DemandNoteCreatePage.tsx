// Create Demand Note (demand-supply-planning/demand-note/create): the current store asks a warehouse for packs. The
// lines start from the suggested quantities for the note's type (README "Demand notes"; each line says why), can be
// changed or removed, and products can be added by hand. The shared schema checks the note before it is sent.
import { ArrowLeftOutlined, DeleteOutlined, InfoCircleOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Col, DatePicker, Form, InputNumber, Row, Select, Space, Table, Tag, Tooltip, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { DemandNoteType } from "../../../../common/planning/suggestedQuantity";
import { demandNoteInputSchema } from "../../../../common/schemas/demandNote";
import { newIdempotencyKey } from "../../../../common/schemas/idempotency";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { ProductSearch } from "../../procurement/purchaseOrders/ProductSearch";
import { appPath } from "../../defineResource";
import { errorsByRow } from "../../formValues";
import { errorMessage } from "../../../providers/serverErrors";
import { DEMAND_NOTE_LIST, demandNoteDetailsPath } from "./resource";
import { CREATE_DEMAND_NOTE, DEMAND_NOTE_SUGGESTIONS, DEMAND_NOTE_TYPE_OPTIONS, LOCATIONS_TO_ASK } from "./types";

interface Line {
  productId: string;
  name: string;
  code: string;
  suggested: number | null;
  why: string | null;
  onHand: number | null;
  requested: number | null;
}

export function DemandNoteCreatePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { current } = useCurrentLocation();
  const [type, setType] = useState<DemandNoteType>("WEEKLY");
  const [deliveryDate, setDeliveryDate] = useState<Dayjs | null>(dayjs().add(3, "day"));
  const [chosenToId, setRequestedToId] = useState<string | null>(null);
  // the lines are the suggestions of the chosen type, with the user's changes: packs typed, lines removed, products added
  const [typed, setTyped] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const warehouses = useGqlQuery(["locations-to-ask"], LOCATIONS_TO_ASK, current ? { locationFromId: current.id } : null);
  const suggestions = useGqlQuery(["demand-suggestions"], DEMAND_NOTE_SUGGESTIONS, current ? { locationId: current.id, type } : null);
  const create = useGqlMutation(CREATE_DEMAND_NOTE, { failure: false });

  const suggested: Line[] = (suggestions.data?.suggestions ?? []).map((item) => ({
    productId: item.productId,
    name: item.name,
    code: item.secondaryId,
    suggested: item.packs,
    why: item.why,
    onHand: item.onHandUnits,
    requested: item.packs,
  }));
  const lines = [...suggested, ...added.filter((line) => !suggested.some((item) => item.productId === line.productId))]
    .filter((line) => !removed.has(line.productId))
    .map((line) => (typed.has(line.productId) ? { ...line, requested: typed.get(line.productId) ?? null } : line));
  // the first warehouse (the one that supplies this store comes first), until another location is chosen
  const requestedToId = chosenToId ?? warehouses.data?.locations.find((location) => location.type === "WAREHOUSE")?.id ?? null;

  if (!current) return <Alert type="info" showIcon message="Choose the store that asks in the location switcher first." />;

  const submit = async () => {
    const input = {
      idempotencyKey: key,
      type,
      deliveryDate: deliveryDate ? deliveryDate.format("YYYY-MM-DD") : "",
      requestedFromId: current.id,
      requestedToId: requestedToId ?? "",
      lines: lines.map((line) => ({ productId: line.productId, requestedQuantity: line.requested })),
    };
    const parsed = demandNoteInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = errorsByRow(parsed.error, "lines", lines.map((line) => line.productId));
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const { note } = await create.mutateAsync({ input: parsed.data });
      setKey(newIdempotencyKey());
      void message.success(`Demand note ${note.secondaryId} sent.`);
      navigate(appPath(demandNoteDetailsPath(note.id)));
    } catch {
      // shown under the lines (create.error)
    }
  };

  const setRequested = (productId: string, requested: number | null) => setTyped((previous) => new Map(previous).set(productId, requested));
  const remove = (productId: string) => setRemoved((previous) => new Set(previous).add(productId));

  return (
    <Card data-testid="demand-note-create-page">
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(DEMAND_NOTE_LIST))} style={{ marginBottom: 12 }}>
        Demand Note
      </Button>
      <Typography.Title level={4}>Create Demand Note</Typography.Title>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label="Requested By">
              <Tag color="blue">{current.name}</Tag>
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Requested From" required validateStatus={errors.requestedToId ? "error" : undefined} help={errors.requestedToId}>
              <Select<string>
                data-testid="demand-note-to"
                value={requestedToId ?? undefined}
                onChange={setRequestedToId}
                loading={warehouses.isLoading}
                options={(warehouses.data?.locations ?? []).map((location) => ({ value: location.id, label: location.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Type" required>
              <Select<DemandNoteType> data-testid="demand-note-type" value={type} onChange={setType} options={DEMAND_NOTE_TYPE_OPTIONS.map((option) => ({ ...option }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Delivery Date" required validateStatus={errors.deliveryDate ? "error" : undefined} help={errors.deliveryDate}>
              <DatePicker value={deliveryDate} onChange={setDeliveryDate} format="DD/MM/YYYY" style={{ width: "100%" }} data-testid="demand-note-date" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text type="secondary">
          {suggestions.isFetching ? "Working out suggested quantities…" : `${suggestions.data?.suggestions.length ?? 0} products suggested from stock, sales and lost sales.`}
        </Typography.Text>
      </Space>
      <div style={{ maxWidth: 520, marginBottom: 12 }}>
        <ProductSearch
          vendorId={null}
          testId="demand-note-product-search"
          chosen={new Set(lines.map((line) => line.productId))}
          onPick={(product) => {
            setAdded((previous) => [...previous, { productId: product.id, name: product.name, code: product.secondaryId, suggested: null, why: null, onHand: null, requested: 1 }]);
            setRemoved((previous) => new Set([...previous].filter((id) => id !== product.id)));
          }}
        />
      </div>
      <Table<Line>
        rowKey="productId"
        size="small"
        pagination={false}
        loading={suggestions.isLoading}
        dataSource={lines}
        data-testid="demand-note-lines"
        locale={{ emptyText: "Nothing to ask for: add products by name." }}
        columns={[
          { title: "Product", key: "product", render: (_, line) => `${line.name} (${line.code})` },
          { title: "On Hand (units)", key: "onHand", width: 130, align: "right", render: (_, line) => line.onHand ?? "—" },
          {
            title: "Suggested",
            key: "suggested",
            width: 120,
            align: "right",
            render: (_, line) =>
              line.suggested === null ? (
                "—"
              ) : (
                <Space size={4}>
                  {line.suggested}
                  <Tooltip title={line.why}>
                    <InfoCircleOutlined aria-label={`Why ${line.suggested}`} data-testid={`why-${line.code}`} />
                  </Tooltip>
                </Space>
              ),
          },
          {
            title: "Packs to Ask",
            key: "requested",
            width: 170,
            render: (_, line) => (
              <div>
                <InputNumber value={line.requested} onChange={(value) => setRequested(line.productId, typeof value === "number" ? value : null)} status={errors[line.productId] ? "error" : undefined} data-testid={`demand-qty-${line.code}`} />
                {errors[line.productId] && <div style={{ color: "#ff4d4f", fontSize: 12 }}>{errors[line.productId]}</div>}
              </div>
            ),
          },
          {
            title: "",
            key: "remove",
            width: 60,
            render: (_, line) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${line.name}`} onClick={() => remove(line.productId)} />,
          },
        ]}
      />
      {errors.lines && <Alert style={{ marginTop: 12 }} type="error" showIcon message={errors.lines} data-testid="demand-note-lines-error" />}
      {create.error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={errorMessage(create.error) ?? "The demand note could not be sent."} data-testid="demand-note-create-error" />}
      <Button type="primary" style={{ marginTop: 16 }} loading={create.isPending} onClick={() => void submit()} data-testid="demand-note-submit">
        Send Demand Note
      </Button>
    </Card>
  );
}
