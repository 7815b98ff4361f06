// Stock Transfer (transfers leaving the current location) and Transfer Receipt (those arriving at it): two lists
// from one set of columns, the create page, the receive page and the transfer's slips.
import { P } from "../../../../common/permissions/catalogue";
import { MAIN_LISTING_PAGING } from "../../../components/DataGrid/constants";
import { defineBespokeResource, type BuiltResource } from "../../defineResource";
import type { FieldDeclaration, ResourceDeclaration } from "../../types";
import { EnumTag } from "../../procurement/purchaseOrders/status";
import { TRANSFER_LIST_FIELDS, TRANSFER_STATUS_OPTIONS, type TransferListRecord } from "./types";

export const STOCK_TRANSFER_LIST = "inventory-management/stock-transfer";
export const TRANSFER_RECEIPT_LIST = "inventory-management/transfer-receipt";
export const stockReceivePath = (transferId: string) => `${STOCK_TRANSFER_LIST}/stock-receive/${transferId}`;

const columns = (other: "locationTo" | "locationFrom"): FieldDeclaration<TransferListRecord>[] => [
  { name: "secondaryId", label: "Transfer ID", type: "text", column: { sticky: "left", width: 130 } },
  {
    name: `${other}.name`,
    label: other === "locationTo" ? "To" : "From",
    type: "text",
    column: { width: 180, render: (transfer) => transfer[other].name },
  },
  {
    name: "status",
    label: "Status",
    type: "select",
    options: TRANSFER_STATUS_OPTIONS,
    column: { width: 160, render: (transfer) => <EnumTag value={transfer.status} options={TRANSFER_STATUS_OPTIONS} /> },
  },
  {
    name: "itemCount",
    label: "Received / Items",
    type: "number",
    column: { width: 140, filter: false, render: (transfer) => `${transfer.receivedCount} / ${transfer.itemCount}` },
  },
  { name: "expectedDeliveryDate", label: "Expected Delivery", type: "date", column: { width: 150 } },
  { name: "description", label: "Description", type: "text", column: { width: 220, sortable: false, filter: false } },
  { name: "createdAt", label: "Created At", type: "date", column: { width: 130 } },
];

export const stockTransferDeclaration: ResourceDeclaration<TransferListRecord> = {
  name: "stock-transfer",
  label: "Stock Transfer",
  parent: "inventory-management",
  permissions: { list: P.inventory.stockTransfer.read, create: P.inventory.stockTransfer.create },
  gql: { list: { operation: "getTransfers", fields: TRANSFER_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "secondaryId", placeholder: "Search by transfer ID" },
  fields: columns("locationTo"),
};

export const transferReceiptDeclaration: ResourceDeclaration<TransferListRecord> = {
  name: "transfer-receipt",
  label: "Transfer Receipt",
  parent: "inventory-management",
  permissions: { list: P.inventory.transferReceipt.read },
  gql: { list: { operation: "getTransferReceives", fields: TRANSFER_LIST_FIELDS } },
  scopedToLocation: true,
  defaultSort: [{ field: "createdAt", order: "desc" }],
  ...MAIN_LISTING_PAGING,
  search: { field: "secondaryId", placeholder: "Search by transfer ID" },
  fields: columns("locationFrom"),
};

export const stockTransferResource: BuiltResource = defineBespokeResource(stockTransferDeclaration, { list: STOCK_TRANSFER_LIST, create: `${STOCK_TRANSFER_LIST}/create` });
export const transferReceiptResource: BuiltResource = defineBespokeResource(transferReceiptDeclaration, { list: TRANSFER_RECEIPT_LIST });
