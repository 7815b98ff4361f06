// The two transfer lists: Stock Transfer (leaving the current location: print its slips) and Transfer Receipt
// (arriving: receive it, print what arrived).
import { DownloadOutlined, FileTextOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { DownloadButton } from "../../../components/downloads/DownloadButton";
import { DOWNLOAD_TRANSFER_ITEMS } from "../../../components/downloads/documents";
import { PrintLinkButton } from "../../../components/printing/PrintLinkButton";
import { requestDocument } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { printLinks } from "../../../components/printing/printLinks";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { STOCK_TRANSFER_LIST, stockReceivePath, stockTransferDeclaration, transferReceiptDeclaration } from "./resource";
import type { TransferListRecord } from "./types";

/** Every item of the transfers leaving or reaching the current location, as a file. */
function TransferItemsDownload() {
  const { current } = useCurrentLocation();
  return (
    <DownloadButton
      label="Transfer Items"
      testId="download-transfer-items"
      request={(format) => requestDocument(DOWNLOAD_TRANSFER_ITEMS, { format, locationId: current?.id ?? null }).then((result) => result.link)}
    />
  );
}

export function StockTransferListPage() {
  return (
    <BespokeListPage<TransferListRecord>
      declaration={stockTransferDeclaration}
      createPath={appPath(`${STOCK_TRANSFER_LIST}/create`)}
      actionsWidth={150}
      toolbarExtra={<TransferItemsDownload />}
      actions={(transfer) => (
        <Space size={0}>
          <PrintLinkButton href={printLinks.transferList(transfer.id)} testId={`print-transfer-list-${transfer.secondaryId}`} />
          <PrintLinkButton href={printLinks.childList(transfer.id)} icon={<UnorderedListOutlined />} testId={`print-child-list-${transfer.secondaryId}`} />
          <PrintLinkButton href={printLinks.transferNote(transfer.id)} icon={<FileTextOutlined />} testId={`print-transfer-note-${transfer.secondaryId}`} />
        </Space>
      )}
    />
  );
}

export function TransferReceiptListPage() {
  const navigate = useNavigate();
  const canReceive = useCan({ action: "access", params: { permission: P.inventory.transferReceipt.receive } }).data?.can === true;
  return (
    <BespokeListPage<TransferListRecord>
      declaration={transferReceiptDeclaration}
      actionsWidth={130}
      toolbarExtra={<TransferItemsDownload />}
      actions={(transfer) => (
        <Space size={0}>
          {canReceive && transfer.status !== "RECEIVED" && transfer.status !== "CANCELLED" && (
            <Tooltip title="Receive">
              <Button type="text" icon={<DownloadOutlined />} aria-label="Receive" onClick={() => navigate(appPath(stockReceivePath(transfer.id)))} data-testid={`receive-${transfer.secondaryId}`} />
            </Tooltip>
          )}
          <PrintLinkButton href={printLinks.receiveList(transfer.id)} testId={`print-receive-list-${transfer.secondaryId}`} />
        </Space>
      )}
    />
  );
}
