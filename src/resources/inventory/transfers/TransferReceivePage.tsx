// Receive a transfer (inventory-management/stock-transfer/stock-receive/{transferId}) at its destination: tick the
// items that arrived, or scan their lot labels (a scan ticks its item), then 'Receive Selected'; or 'Receive All'.
// What did not arrive stays in transit, visible here and in the stock report, until it is received.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ScanInput } from "../../../components/scan/ScanInput";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { printLinks } from "../../../components/printing/printLinks";
import { useGqlMutation, useGqlQuery } from "../../../providers/gqlHooks";
import { appPath } from "../../defineResource";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { errorMessage } from "../../../providers/serverErrors";
import { TRANSFER_RECEIPT_LIST } from "./resource";
import { GET_TRANSFER, RECEIVE_ALL_TRANSFER_ITEMS, RECEIVE_TRANSFER_ITEMS, TRANSFER_STATUS_OPTIONS, type TransferItem } from "./types";
import { countText } from "../../../../common/format/count";

export function TransferReceivePage() {
  const { transferId = "" } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const query = useGqlQuery(["transfer", transferId], GET_TRANSFER, transferId ? { id: transferId } : null);
  const [selected, setSelected] = useState<string[]>([]);
  const [scanNote, setScanNote] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const receiveSome = useGqlMutation(RECEIVE_TRANSFER_ITEMS, { failure: "Receiving failed" });
  const receiveAll = useGqlMutation(RECEIVE_ALL_TRANSFER_ITEMS, { failure: "Receiving failed" });
  const transfer = query.data?.transfer;

  if (query.isLoading) return <Card loading />;
  if (!transfer) return <Alert type="error" showIcon message={errorMessage(query.error) ?? "Transfer not found."} />;

  const inTransit = transfer.transferItems.filter((item) => item.status === "IN_TRANSIT");
  const done = (received: { receivedCount: number; itemCount: number; status: string }) => {
    setSelected([]);
    void message.success(received.status === "RECEIVED" ? `All ${countText(received.itemCount, "item")} received.` : `${received.receivedCount} of ${countText(received.itemCount, "item")} received.`);
  };

  const scan = async (code: string): Promise<boolean> => {
    const item = transfer.transferItems.find((each) => each.productLot.actionId === code);
    if (!item) setScanNote({ type: "error", text: `${code} is not part of transfer ${transfer.secondaryId}.` });
    else if (item.status !== "IN_TRANSIT") setScanNote({ type: "error", text: `${code} was received already.` });
    else {
      setSelected((previous) => (previous.includes(item.id) ? previous : [...previous, item.id]));
      setScanNote({ type: "success", text: `${code} (${item.productLot.product.name}) ticked.` });
      return true;
    }
    return false;
  };

  return (
    <Card data-testid="transfer-receive-page">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(appPath(TRANSFER_RECEIPT_LIST))}>
          Transfer Receipt
        </Button>
        <PrintLinkButton href={printLinks.receiveList(transfer.id)} label="Print Receive List" testId="print-receive-list" />
      </Space>
      <Typography.Title level={4}>Receive {transfer.secondaryId}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="From">{transfer.locationFrom.name}</Descriptions.Item>
        <Descriptions.Item label="To">{transfer.locationTo.name}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <span data-testid="transfer-status">
            <EnumTag value={transfer.status} options={TRANSFER_STATUS_OPTIONS} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Received">
          <span data-testid="transfer-received-count">{`${transfer.receivedCount} / ${transfer.itemCount}`}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Expected Delivery">{transfer.expectedDeliveryDate ?? "—"}</Descriptions.Item>
        <Descriptions.Item label="Description">{transfer.description ?? "—"}</Descriptions.Item>
      </Descriptions>
      {inTransit.length > 0 && (
        <>
          <ScanInput testId="receive-scan" ariaLabel="Scan a lot label to tick it" placeholder="Scan the label of a lot that arrived" onScan={scan} style={{ maxWidth: 520 }} />
          {scanNote && <Alert style={{ margin: "8px 0", maxWidth: 520 }} type={scanNote.type} showIcon message={scanNote.text} data-testid="receive-scan-note" />}
        </>
      )}
      <Table<TransferItem>
        rowKey="id"
        size="small"
        style={{ marginTop: 12 }}
        pagination={false}
        dataSource={transfer.transferItems}
        data-testid="transfer-items"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (item) => ({ disabled: item.status !== "IN_TRANSIT", "aria-label": `Select ${item.productLot.actionId}` }),
          // a received item has nothing left to tick
          renderCell: (_checked, item, _index, node) => (item.status === "IN_TRANSIT" ? node : null),
        }}
        columns={[
          { title: "Lot", key: "lot", width: 220, render: (_, item) => item.productLot.actionId },
          { title: "Product", key: "product", render: (_, item) => `${item.productLot.product.name} (${item.productLot.product.secondaryId})` },
          { title: "Units", dataIndex: "quantity", width: 80, align: "right" },
          { title: "Expiry", key: "expiry", width: 120, render: (_, item) => item.productLot.batchExpiry },
          {
            title: "Status",
            key: "status",
            width: 130,
            render: (_, item) => <Tag color={item.status === "RECEIVED" ? "green" : "blue"}>{item.status === "RECEIVED" ? "Received" : "In transit"}</Tag>,
          },
        ]}
      />
      {inTransit.length > 0 ? (
        <Space style={{ marginTop: 16 }}>
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={receiveSome.isPending}
            onClick={() => receiveSome.mutate({ transferId: transfer.id, ids: selected }, { onSuccess: ({ transfer: received }) => done(received) })}
            data-testid="receive-selected"
          >
            Receive Selected ({selected.length})
          </Button>
          <Popconfirm
            title={`Receive ${inTransit.length === 1 ? "the 1 item" : `all ${inTransit.length} items`} still in transit?`}
            okText="Receive All"
            onConfirm={() => receiveAll.mutate({ transferId: transfer.id }, { onSuccess: ({ transfer: received }) => done(received) })}
          >
            <Button loading={receiveAll.isPending} data-testid="receive-all">
              Receive All
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <Alert style={{ marginTop: 16 }} type="success" showIcon message="Every item of this transfer has been received." />
      )}
    </Card>
  );
}
