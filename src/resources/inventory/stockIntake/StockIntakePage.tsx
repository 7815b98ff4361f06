// Stock intake: the accepted GRN items waiting at the current location, grouped by GRN. Confirming (asked once more
// in a dialog) takes the chosen GRNs into stock (updateGrnReceivedStatus → lots IN_INVENTORY). Its errors are shown
// here, not toasted. A link from a GRN (?grnId=) ticks that GRN.
import { CheckCircleOutlined, QrcodeOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Empty, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { newIdempotencyKey } from "../../../../common/schemas/idempotency";
import { graphql, type ResultOf } from "../../../graphql";
import { printLinks } from "../../../components/printing/printLinks";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { useCurrentLocation } from "../../../providers/session";
import { DATE_FORMAT } from "../../columns";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";

const WAITING_ITEMS = graphql(`query WaitingGrnItems($locationId: ID!) {
  result: getAllGrnItems(locationId: $locationId, page: 1, limit: 1000, sort: [{ field: "createdAt", direction: ASC }]) {
    data { id actionId grnId grn { id secondaryId invoiceNumber } product { id name uomFactor } batchNumber batchExpiry receivedQuantity foc }
    meta { totalCount }
  }
}`);

const CONFIRM_INTAKE = graphql(`mutation StockIntake($grnIds: [ID!]!, $idempotencyKey: String) {
  grns: updateGrnReceivedStatus(grnIds: $grnIds, idempotencyKey: $idempotencyKey) { id secondaryId status items { id actionId lotCount batchExpiry product { name } } }
}`);

type WaitingItem = ResultOf<typeof WAITING_ITEMS>["result"]["data"][number];
type TakenItem = ResultOf<typeof CONFIRM_INTAKE>["grns"][number]["items"][number];

interface WaitingGrn {
  id: string;
  secondaryId: string;
  invoiceNumber: string;
  items: WaitingItem[];
  packs: number;
}

interface IntakeDone {
  message: string;
  items: TakenItem[];
}

function groupByGrn(items: readonly WaitingItem[]): WaitingGrn[] {
  const groups = new Map<string, WaitingGrn>();
  for (const item of items) {
    const group = groups.get(item.grnId) ?? { id: item.grnId, secondaryId: item.grn.secondaryId, invoiceNumber: item.grn.invoiceNumber, items: [], packs: 0 };
    group.items.push(item);
    group.packs += item.receivedQuantity + item.foc;
    groups.set(item.grnId, group);
  }
  return [...groups.values()];
}

/** The label pages of the lots just created, one per GRN item. */
function LabelLinks({ items }: { items: readonly TakenItem[] }) {
  return (
    <Space wrap size={[8, 8]}>
      <Typography.Text type="secondary">Print their labels:</Typography.Text>
      {items.map((item) => (
        <PrintLinkButton
          key={item.id}
          size="small"
          icon={<QrcodeOutlined />}
          label={`${item.actionId} · ${item.product.name} (${item.lotCount})`}
          testId={`barcodes-${item.actionId}`}
          href={printLinks.barcodes({ actionId: item.actionId, total: item.lotCount, name: item.product.name, expiry: item.batchExpiry })}
        />
      ))}
    </Space>
  );
}

export function StockIntakePage() {
  const { current } = useCurrentLocation();
  const locationId = current?.id ?? null;
  const waiting = useGqlQuery(["grn-items"], WAITING_ITEMS, locationId ? { locationId } : null);
  const [search] = useSearchParams();
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<string[]>(() => (search.get("grnId") ? [search.get("grnId") ?? ""] : []));
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<IntakeDone | null>(null);
  const intake = useGqlMutation(CONFIRM_INTAKE, { failure: false });
  // One key per intake: confirming the same GRNs again after a failure (a lost answer) re-sends it, so the
  // server takes them in once; a success or another choice of GRNs starts a new key.
  const pendingKey = useRef<{ grnIds: string; key: string } | null>(null);
  const grns = groupByGrn(waiting.data?.result.data ?? []);
  const chosen = selected.filter((id) => grns.some((grn) => grn.id === id));

  const confirm = () => {
    const picked = grns.filter((grn) => chosen.includes(grn.id));
    const packs = picked.reduce((sum, grn) => sum + grn.packs, 0);
    modal.confirm({
      title: `Take ${picked.length === 1 ? picked[0].secondaryId : `${picked.length} GRNs`} into stock?`,
      content: `${packs} pack${packs === 1 ? "" : "s"} will become ${packs === 1 ? "a lot" : "lots"} in stock at ${current?.name ?? "this location"}. A stock intake cannot be undone.`,
      okText: "Confirm stock intake",
      cancelText: "Cancel",
      onOk: () => takeIn(picked),
    });
  };

  const takeIn = (picked: readonly WaitingGrn[]) => {
    setFailure(null);
    setDone(null);
    const waitingItemIds = new Set(picked.flatMap((grn) => grn.items.map((item) => item.id)));
    const grnIds = picked.map((grn) => grn.id);
    const keyOfChoice = [...grnIds].sort().join(",");
    if (pendingKey.current?.grnIds !== keyOfChoice) pendingKey.current = { grnIds: keyOfChoice, key: newIdempotencyKey() };
    return intake.mutateAsync(
      { grnIds, idempotencyKey: pendingKey.current.key },
      {
        onSuccess: ({ grns: taken }) => {
          pendingKey.current = null;
          const items = taken.flatMap((grn) => grn.items).filter((item) => waitingItemIds.has(item.id) && item.lotCount > 0);
          const lots = items.reduce((sum, item) => sum + item.lotCount, 0);
          setSelected([]);
          setDone({ message: `Stock intake confirmed for ${taken.map((grn) => grn.secondaryId).join(", ")}: ${lots} lot${lots === 1 ? "" : "s"} created.`, items });
        },
        onError: (error) => setFailure(errorMessage(error) ?? "The stock intake failed. Please try again."),
      },
    ).catch(() => undefined); // shown on the page
  };

  return (
    <Card data-testid="stock-intake-page">
      <div style={{ display: "flex", alignItems: "center", gap: 12, marginBottom: 16, flexWrap: "wrap" }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Stock Intake
        </Typography.Title>
        {current && <Tag>{current.name}</Tag>}
        <div style={{ flex: 1 }} />
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          disabled={chosen.length === 0}
          loading={intake.isPending}
          onClick={confirm}
          data-testid="confirm-stock-intake"
        >
          Confirm stock intake{chosen.length > 0 ? ` (${chosen.length})` : ""}
        </Button>
      </div>
      {!locationId && <Alert type="info" showIcon message="Choose a location in the header to see the goods waiting there." />}
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setDone(null)}
          style={{ marginBottom: 12 }}
          message={done.message}
          description={<LabelLinks items={done.items} />}
          data-testid="stock-intake-done"
        />
      )}
      {failure && <Alert type="error" showIcon closable onClose={() => setFailure(null)} style={{ marginBottom: 12 }} message={failure} data-testid="stock-intake-error" />}
      {waiting.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={errorMessage(waiting.error)} />}
      <Table<WaitingGrn>
        data-testid="stock-intake-grns"
        rowKey="id"
        size="middle"
        loading={waiting.isLoading}
        pagination={false}
        dataSource={grns}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: <Empty description="No accepted goods are waiting at this location" /> }}
        expandable={{
          expandedRowRender: (grn) => (
            <Table<WaitingItem>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={grn.items}
              columns={[
                { title: "Item", dataIndex: "actionId", width: 160 },
                { title: "Product", key: "product", render: (_, item) => item.product.name },
                { title: "Batch", dataIndex: "batchNumber", width: 120 },
                { title: "Expiry", key: "batchExpiry", width: 120, render: (_, item) => dayjs(item.batchExpiry).format(DATE_FORMAT) },
                { title: "Packs", key: "packs", width: 90, render: (_, item) => item.receivedQuantity + item.foc },
                { title: "FOC", dataIndex: "foc", width: 70 },
              ]}
            />
          ),
        }}
        columns={[
          { title: "GRN", dataIndex: "secondaryId", width: 160, render: (value: string) => <strong>{value}</strong> },
          { title: "Invoice No.", dataIndex: "invoiceNumber", width: 160 },
          {
            title: "Products",
            key: "products",
            render: (_, grn) => (
              <Space size={[4, 4]} wrap>
                {grn.items.map((item) => (
                  <Tag key={item.id}>{item.product.name}</Tag>
                ))}
              </Space>
            ),
          },
          { title: "Items", key: "items", width: 80, render: (_, grn) => grn.items.length },
          { title: "Packs (lots)", dataIndex: "packs", width: 120 },
        ]}
      />
    </Card>
  );
}
