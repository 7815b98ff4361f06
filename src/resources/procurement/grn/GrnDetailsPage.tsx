// One GRN: header, its figures apart by QC outcome (the total is what was not rejected), items; items still in QC are accepted or rejected (a rejection needs a comment)
// and submitted together through updateGrnQCStatus, once the user confirms. Accepted items waiting to be taken
// into stock link to the stock intake screen with this GRN ticked.
import { ArrowLeftOutlined, ImportOutlined, QrcodeOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Alert, App, Button, Card, Descriptions, Input, Radio, Space, Table, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { LoadingOverlay } from "../../../components/feedback/LoadingOverlay";
import { printLinks } from "../../../components/printing/printLinks";
import { stockIntakeLink } from "../../inventory/stockIntake";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { priceText } from "../../catalogue/options";
import { DATE_FORMAT } from "../../columns";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { EnumTag, GRN_ITEM_STATUS_OPTIONS } from "../purchaseOrders/status";
import { decidedItems, qcInput, qcRules, splitByItem, type Decision, type QcChoice, type QcValues } from "./qcForm";
import { GrnFiguresTable } from "./GrnFiguresTable";
import { GRN_LIST } from "./resource";
import { GET_GRN, grnTotalLabel, UPDATE_GRN_QC, type GrnItemRecord } from "./types";

const date = (value: string | null | undefined) => (value ? dayjs(value).format(DATE_FORMAT) : "—");

export function GrnDetailsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["grn"], GET_GRN, id ? { grnId: id } : null);
  const canQc = useCan({ action: "access", params: { permission: P.procurement.goodsReceiptNote.update } }).data?.can === true;
  const canIntake = useCan({ action: "access", params: { permission: P.inventory.stockIntake.read } }).data?.can === true;
  const { modal } = App.useApp();
  const [choices, setChoices] = useState<Record<string, QcChoice>>({});
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const qc = useGqlMutation(UPDATE_GRN_QC, {
    success: ({ grn }) => `QC of ${grn.secondaryId} saved`,
    failure: "Failed to save QC",
  });
  const back = () => navigate(appPath(GRN_LIST));
  const grn = query.data?.grn;

  const heading = (
    <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label="Back to GRN" data-testid="form-back" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        GRN {grn?.secondaryId ?? ""}
      </Typography.Title>
      {grn && <EnumTag value={grn.status} options={GRN_ITEM_STATUS_OPTIONS} />}
      <div style={{ flex: 1 }} />
      {grn && canIntake && grn.items.some((item) => item.status === "RECEIVED") && (
        <Link to={stockIntakeLink(grn.id)} data-testid="grn-stock-intake-link">
          <Button icon={<ImportOutlined />}>Stock intake</Button>
        </Link>
      )}
      {grn && (
        <PrintLinkButton href={printLinks.grn(grn.id)} label="Print GRN" testId="grn-print" />
      )}
    </div>
  );
  if (query.isLoading) return <LoadingOverlay fullScreen={false} />;
  if (query.error || !grn) {
    return (
      <div>
        {heading}
        <Alert type="error" showIcon message={errorMessage(query.error) ?? "GRN not found."} />
      </div>
    );
  }

  const inQc = grn.items.filter((item) => item.status === "QC");
  const choose = (itemId: string, change: Partial<QcChoice>) => {
    setChoices((previous) => ({ ...previous, [itemId]: { ...(previous[itemId] ?? { comment: "" }), ...change } }));
    setItemErrors((previous) => {
      const next = { ...previous };
      delete next[itemId];
      return next;
    });
  };

  const submitQc = () => {
    setProblem(null);
    const values: QcValues = { items: inQc, choices };
    // What the user chose or typed: a decision, a reason. (The items' ids are the server's to check.)
    const { byItem, others } = splitByItem(qcRules.errorsOf(values), inQc, ["status", "comment"]);
    if (others.length > 0 || Object.keys(byItem).length > 0) {
      setItemErrors(byItem);
      setProblem(others.length > 0 ? others.join(" ") : null);
      return;
    }
    const decided = decidedItems(values);
    const count = (status: Decision) => decided.filter((item) => choices[item.id]?.status === status).length;
    modal.confirm({
      title: `Submit the QC of ${grn.secondaryId}?`,
      content: qcOutcomeText(count("ACCEPTED"), count("REJECTED")),
      okText: "Submit QC",
      cancelText: "Cancel",
      onOk: () => saveQc(values),
    });
  };

  const saveQc = (values: QcValues) =>
    qc
      .mutateAsync(
        { grnId: grn.id, items: qcInput(values).items },
        {
          onSuccess: () => setChoices({}),
          onError: (error) => {
            const fields = qcRules.serverErrorsOf(error, values);
            const { byItem, others } = splitByItem(fields, values.items);
            setItemErrors(byItem);
            if (others.length > 0 || Object.keys(fields).length === 0) setProblem(others.join(" ") || errorMessage(error) || "Failed to save QC");
          },
        },
      )
      .catch(() => undefined); // shown above

  return (
    <div data-testid="grn-details-page">
      {heading}
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="Purchase Order">{grn.purchaseOrder.secondaryId}</Descriptions.Item>
          <Descriptions.Item label="Vendor">{grn.purchaseOrder.vendor.name}</Descriptions.Item>
          <Descriptions.Item label="Location">{grn.location.name}</Descriptions.Item>
          <Descriptions.Item label="Invoice Number">{grn.invoiceNumber}</Descriptions.Item>
          <Descriptions.Item label="Invoice Date">{date(grn.invoiceDate)}</Descriptions.Item>
          <Descriptions.Item label="Stock Arrival">{date(grn.stockArrivalDate)}</Descriptions.Item>
          <Descriptions.Item label="Advance Income Tax">{priceText(grn.advanceIncomeTax)}</Descriptions.Item>
          <Descriptions.Item label={grnTotalLabel(grn)}>
            <strong data-testid="grn-total">{priceText(grn.total)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="Packs">
            <span data-testid="grn-packs">
              {grn.accepted.packs} accepted of {grn.received.packs} received
              {grn.rejected.packs > 0 ? `, ${grn.rejected.packs} rejected` : ""}
            </span>
          </Descriptions.Item>
          {grn.comment && <Descriptions.Item label="Comment" span={3}>{grn.comment}</Descriptions.Item>}
        </Descriptions>
        <GrnFiguresTable grn={grn} />
      </Card>
      <Card
        title="Items and quality check"
        extra={
          canQc && inQc.length > 0 ? (
            <Button type="primary" onClick={submitQc} loading={qc.isPending} data-testid="qc-submit">
              Submit QC
            </Button>
          ) : null
        }
      >
        {problem && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={problem} data-testid="qc-problem" />}
        <Table<GrnItemRecord>
          data-testid="grn-details-items"
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 1180 }}
          dataSource={grn.items}
          columns={[
            { title: "Item", dataIndex: "actionId", width: 140 },
            { title: "Product", key: "product", width: 180, render: (_, item) => item.product.name },
            { title: "Batch", dataIndex: "batchNumber", width: 110 },
            { title: "Expiry", key: "batchExpiry", width: 110, render: (_, item) => date(item.batchExpiry) },
            { title: "Received", dataIndex: "receivedQuantity", width: 80 },
            { title: "FOC", dataIndex: "foc", width: 60 },
            { title: "MRP", key: "mrp", width: 100, render: (_, item) => priceText(item.mrp) },
            { title: "Trade Price", key: "tradePrice", width: 100, render: (_, item) => priceText(item.tradePrice) },
            { title: "Discount", key: "discValue", width: 90, render: (_, item) => priceText(item.discValue) },
            { title: "GST", key: "gstValue", width: 90, render: (_, item) => priceText(item.gstValue) },
            {
              title: "Status",
              key: "status",
              width: 110,
              render: (_, item) => <EnumTag value={item.status} options={GRN_ITEM_STATUS_OPTIONS} />,
            },
            {
              title: "QC",
              key: "qc",
              width: 260,
              fixed: "right",
              render: (_, item) => {
                if (item.status !== "QC") {
                  const note = item.rejectComment ?? item.comment;
                  return (
                    <Space size={4}>
                      <Typography.Text type="secondary">{note ?? (item.lotCount > 0 ? `${item.lotCount} lots` : "—")}</Typography.Text>
                      {item.lotCount > 0 && (
                        <PrintLinkButton
                          size="small"
                          icon={<QrcodeOutlined />}
                          label="Barcodes"
                          testId={`barcodes-${item.actionId}`}
                          href={printLinks.barcodes({ actionId: item.actionId, total: item.lotCount, name: item.product.name, expiry: item.batchExpiry })}
                        />
                      )}
                    </Space>
                  );
                }
                if (!canQc) return <Typography.Text type="secondary">Awaiting QC</Typography.Text>;
                const choice = choices[item.id];
                const error = itemErrors[item.id];
                return (
                  <Space direction="vertical" size={4} style={{ width: "100%" }} data-testid={`qc-${item.actionId}`}>
                    <Radio.Group
                      value={choice?.status}
                      onChange={(event) => choose(item.id, { status: event.target.value as Decision })}
                      optionType="button"
                      buttonStyle="solid"
                      size="small"
                      options={[
                        { label: "Accept", value: "ACCEPTED" },
                        { label: "Reject", value: "REJECTED" },
                      ]}
                    />
                    <Input
                      size="small"
                      aria-label="QC comment"
                      placeholder={choice?.status === "REJECTED" ? "Reason for rejecting (required)" : "Comment (optional)"}
                      status={error ? "error" : undefined}
                      value={choice?.comment ?? ""}
                      onChange={(event) => choose(item.id, { comment: event.target.value })}
                    />
                    {error && (
                      <Typography.Text type="danger" style={{ fontSize: 12 }}>
                        {error}
                      </Typography.Text>
                    )}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
    </div>
  );
}

/** What submitting QC will do, in the words of the person doing it. */
export function qcOutcomeText(accepted: number, rejected: number): string {
  const items = (count: number) => `${count} item${count === 1 ? "" : "s"}`;
  const parts = [
    accepted > 0 ? `${items(accepted)} will be accepted and wait for stock intake` : null,
    rejected > 0 ? `${items(rejected)} will be rejected and not received` : null,
  ].filter(Boolean);
  return `${parts.join("; ")}. QC decisions cannot be changed afterwards.`;
}
