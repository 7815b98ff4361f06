import { EyeOutlined, StopOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Popconfirm, Space, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { EditPurchaseOrderButton } from "./EditPurchaseOrderButton";
import { DownloadButton } from "../../../components/downloads/DownloadButton";
import { DOWNLOAD_PURCHASE_ORDER_ITEMS, DOWNLOAD_PURCHASE_ORDERS } from "../../../components/downloads/documents";
import { requestDocument, useGqlMutation } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { PURCHASE_ORDER_LIST, purchaseOrderDeclaration } from "./resource";
import { CLOSE_PURCHASE_ORDER, type PurchaseOrderRecord } from "./types";

const CLOSABLE = new Set(["OPEN", "PARTIAL"]);

export function useClosePurchaseOrder() {
  return useGqlMutation(CLOSE_PURCHASE_ORDER, {
    success: ({ purchaseOrder }) => `Purchase order ${purchaseOrder.secondaryId} closed`,
    failure: "Failed to close the purchase order",
  });
}

export function ClosePurchaseOrderButton({ order, withLabel = false }: { order: PurchaseOrderRecord; withLabel?: boolean }) {
  const canClose = useCan({ action: "access", params: { permission: P.procurement.purchaseOrder.close } }).data?.can === true;
  const close = useClosePurchaseOrder();
  if (!canClose || !CLOSABLE.has(order.status)) return null;
  return (
    <Popconfirm
      title="Close this purchase order?"
      description={`${order.secondaryId} will no longer receive goods.`}
      okText="Close PO"
      okButtonProps={{ danger: true, loading: close.isPending }}
      cancelText="Cancel"
      onConfirm={() => close.mutateAsync({ id: order.id }).catch(() => undefined)}
    >
      <Tooltip title={withLabel ? undefined : "Close PO"}>
        <Button danger type={withLabel ? "default" : "text"} icon={<StopOutlined />} aria-label="Close PO" data-testid={`close-po-${order.secondaryId}`}>
          {withLabel ? "Close PO" : null}
        </Button>
      </Tooltip>
    </Popconfirm>
  );
}

export function PurchaseOrderListPage() {
  const navigate = useNavigate();
  const { current } = useCurrentLocation();
  const locationId = current?.id ?? null;
  return (
    <BespokeListPage<PurchaseOrderRecord>
      declaration={purchaseOrderDeclaration}
      createPath={appPath(`${PURCHASE_ORDER_LIST}/create`)}
      actionsWidth={150}
      toolbarExtra={
        <>
          <DownloadButton label="Purchase Orders" testId="download-purchase-orders" request={(format) => requestDocument(DOWNLOAD_PURCHASE_ORDERS, { format, locationId }).then((result) => result.link)} />
          <DownloadButton label="PO Items" testId="download-purchase-order-items" request={(format) => requestDocument(DOWNLOAD_PURCHASE_ORDER_ITEMS, { format, locationId }).then((result) => result.link)} />
        </>
      }
      actions={(order) => (
        <Space size={0}>
          <Tooltip title="View">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label="View"
              data-testid={`view-po-${order.secondaryId}`}
              onClick={() => navigate(appPath(`${PURCHASE_ORDER_LIST}/details/${order.id}`))}
            />
          </Tooltip>
          <EditPurchaseOrderButton order={order} />
          <ClosePurchaseOrderButton order={order} />
        </Space>
      )}
    />
  );
}
