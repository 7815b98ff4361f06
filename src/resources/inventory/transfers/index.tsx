// Stock transfers: the resources (menu, permissions, list operations) and their screens' routes.
import { lazy } from "react";
import { Route } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { BespokeScreen } from "../../screens/BespokeScreen";
import { STOCK_TRANSFER_LIST, stockTransferResource, TRANSFER_RECEIPT_LIST, transferReceiptResource } from "./resource";

const StockTransferListPage = lazy(() => import("./TransferListPages").then((m) => ({ default: m.StockTransferListPage })));
const TransferReceiptListPage = lazy(() => import("./TransferListPages").then((m) => ({ default: m.TransferReceiptListPage })));
const TransferCreatePage = lazy(() => import("./TransferCreatePage").then((m) => ({ default: m.TransferCreatePage })));
const TransferReceivePage = lazy(() => import("./TransferReceivePage").then((m) => ({ default: m.TransferReceivePage })));

const { stockTransfer, transferReceipt } = P.inventory;

export const stockTransferScreens = {
  built: stockTransferResource,
  routes: () => [
    <Route key="stock-transfer:list" path={STOCK_TRANSFER_LIST} element={<BespokeScreen permission={stockTransfer.read}><StockTransferListPage /></BespokeScreen>} />,
    <Route key="stock-transfer:create" path={`${STOCK_TRANSFER_LIST}/create`} element={<BespokeScreen permission={stockTransfer.create}><TransferCreatePage /></BespokeScreen>} />,
    <Route
      key="stock-transfer:receive"
      path={`${STOCK_TRANSFER_LIST}/stock-receive/:transferId`}
      element={<BespokeScreen permission={transferReceipt.receive}><TransferReceivePage /></BespokeScreen>}
    />,
  ],
};

export const transferReceiptScreens = {
  built: transferReceiptResource,
  routes: () => [
    <Route key="transfer-receipt:list" path={TRANSFER_RECEIPT_LIST} element={<BespokeScreen permission={transferReceipt.read}><TransferReceiptListPage /></BespokeScreen>} />,
  ],
};
