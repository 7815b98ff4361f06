import { EyeOutlined, PrinterOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { DownloadButton } from "../../../components/downloads/DownloadButton";
import { DOWNLOAD_ORDER_ITEMS, DOWNLOAD_ORDERS } from "../../../components/downloads/documents";
import { requestDocument } from "../../../providers/gqlHooks";
import { useCurrentLocation } from "../../../providers/session";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { hasReceipt } from "./options";
import { orderDeclaration, orderDetailsPath } from "./resource";
import type { OrderListRecord } from "./types";
import { usePrintReceipt } from "./usePrintReceipt";

export function OrderListPage() {
  const navigate = useNavigate();
  const print = usePrintReceipt();
  const { current } = useCurrentLocation();
  const canRead = useCan({ action: "access", params: { permission: P.salesOrders.orderManagement.orderDetailsRead } }).data?.can === true;
  return (
    <BespokeListPage<OrderListRecord>
      declaration={orderDeclaration}
      actionsWidth={110}
      toolbarExtra={
        <>
          <DownloadButton label="Orders" testId="download-orders" request={(format) => requestDocument(DOWNLOAD_ORDERS, { format, locationId: current?.id ?? null }).then((result) => result.link)} />
          <DownloadButton label="Order Items" testId="download-order-items" request={(format) => requestDocument(DOWNLOAD_ORDER_ITEMS, { format, locationId: current?.id ?? null }).then((result) => result.link)} />
        </>
      }
      actions={(order) => (
        <Space size={0}>
          <Tooltip title="View">
            <Button type="text" icon={<EyeOutlined />} aria-label="View" data-testid={`view-order-${order.secondaryId}`} onClick={() => navigate(appPath(orderDetailsPath(order.id)))} />
          </Tooltip>
          {canRead && hasReceipt(order) && (
            <Tooltip title={order.printCount > 0 ? "Reprint receipt" : "Print receipt"}>
              <Button type="text" icon={<PrinterOutlined />} aria-label="Print receipt" data-testid={`print-order-${order.secondaryId}`} onClick={() => print(order.id)} />
            </Tooltip>
          )}
        </Space>
      )}
    />
  );
}
