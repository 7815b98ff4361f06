// Demand Note details (demand-supply-planning/demand-note/details?id=): who asked whom, the fulfilment (status,
// ratio, the transfers that answered it), every line with what was asked, sent and is left, and the suggestion it
// started from. Close (with its reason) ends a note that will not be fulfilled; the rest is then UNFULFILLED.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, App, Button, Card, Descriptions, Input, Modal, Progress, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { closureReasonSchema } from "../../../../common/schemas/demandNote";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { errorMessage } from "../../../providers/serverErrors";
import { DEMAND_NOTE_LIST } from "./resource";
import { optionLabel } from "../../catalogue/options";
import { CLOSE_DEMAND_NOTE, DEMAND_NOTE_TYPE_OPTIONS, FULFILLMENT_OPTIONS, GET_DEMAND_NOTE, type DemandNoteDetails } from "./types";

type NoteLine = DemandNoteDetails["lines"][number];

export function DemandNoteDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const navigate = useNavigate();
  const query = useGqlQuery(["demand-note", id], GET_DEMAND_NOTE, id ? { id } : null);
  const canClose = useCan({ action: "access", params: { permission: P.demandSupplyPlanning.demandNote.close } }).data?.can === true;
  const [closing, setClosing] = useState(false);
  const note = query.data?.note;

  if (query.isLoading) return <Card loading />;
  if (!note) return <Alert type="error" showIcon message={errorMessage(query.error) ?? "Demand note not found."} />;
  const typeLabel = optionLabel(note.type, DEMAND_NOTE_TYPE_OPTIONS);

  return (
    <Card data-testid="demand-note-details">
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(DEMAND_NOTE_LIST))}>
          Demand Note
        </Button>
        <PrintLinkButton href={printLinks.demandNote(note.id)} label="Print" testId="print-demand-note" />
        {canClose && note.status === "OPEN" && note.fulfillmentStatus !== "FULFILLED" && (
          <Button danger onClick={() => setClosing(true)} data-testid="demand-note-close">
            Close Note
          </Button>
        )}
      </Space>
      <Typography.Title level={4}>Demand Note {note.secondaryId}</Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Requested By">{note.requestedFrom.name}</Descriptions.Item>
        <Descriptions.Item label="Requested From">{note.requestedTo.name}</Descriptions.Item>
        <Descriptions.Item label="Type">{typeLabel}</Descriptions.Item>
        <Descriptions.Item label="Delivery Date">{note.deliveryDate}</Descriptions.Item>
        <Descriptions.Item label="Fulfilment">
          <span data-testid="demand-note-fulfilment">
            <EnumTag value={note.fulfillmentStatus} options={FULFILLMENT_OPTIONS} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Transfers">
          <span data-testid="demand-note-transfers">{note.transferSecondaryIds.join(", ") || "None yet"}</span>
        </Descriptions.Item>
        {note.closureReason && (
          <Descriptions.Item label="Closed Because" span={3}>
            {note.closureReason}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Progress percent={Math.round(note.fulfillmentRatio * 100)} status={note.fulfillmentStatus === "UNFULFILLED" ? "exception" : undefined} data-testid="demand-note-progress" />
      <Table<NoteLine>
        rowKey="id"
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        dataSource={note.lines}
        data-testid="demand-note-lines"
        columns={[
          { title: "#", dataIndex: "secondaryId", width: 130 },
          { title: "Product", key: "product", render: (_, line) => `${line.product.name} (${line.product.secondaryId})` },
          { title: "Manufacturer", key: "manufacturer", width: 160, render: (_, line) => line.product.manufacturerName ?? "—" },
          { title: "Stock then (units)", dataIndex: "currentInventory", width: 130, align: "right" },
          { title: "Suggested", key: "suggested", width: 100, align: "right", render: (_, line) => <span title={line.suggestionReason ?? undefined}>{line.suggestedQuantity ?? "—"}</span> },
          { title: "Asked", dataIndex: "requestedQuantity", width: 80, align: "right" },
          { title: "Sent", dataIndex: "sentQuantity", width: 80, align: "right" },
          { title: "Remaining", dataIndex: "remainingQuantity", width: 100, align: "right" },
        ]}
      />
      {closing && <CloseDialog note={note} onClose={() => setClosing(false)} />}
    </Card>
  );
}

function CloseDialog({ note, onClose }: { note: DemandNoteDetails; onClose: () => void }) {
  const { message } = App.useApp();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = useGqlMutation(CLOSE_DEMAND_NOTE, { failure: false });
  const save = async () => {
    const parsed = closureReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Please say why the note is closed.");
      return;
    }
    try {
      await close.mutateAsync({ id: note.id, closureReason: parsed.data });
      void message.success(`Demand note ${note.secondaryId} closed.`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error) ?? "The note could not be closed.");
    }
  };
  return (
    <Modal open title={`Close ${note.secondaryId}?`} okText="Close Note" okButtonProps={{ danger: true, loading: close.isPending }} onOk={() => void save()} onCancel={onClose}>
      <Typography.Paragraph type="secondary">What was not sent will not be: the note becomes Unfulfilled unless everything arrived. Transfers can no longer answer it.</Typography.Paragraph>
      <Input.TextArea rows={3} placeholder="Why is the note closed?" value={reason} onChange={(event) => setReason(event.target.value)} status={problem ? "error" : undefined} data-testid="closure-reason" />
      {problem && <div style={{ color: "#ff4d4f", marginTop: 4 }}>{problem}</div>}
    </Modal>
  );
}
