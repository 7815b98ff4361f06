// Route update/:id: loads the purchase order and opens the create page in its edit mode, or says why it cannot
// be edited (the server refuses the same cases).
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { EDIT_MESSAGE } from "../../../../common/schemas/purchaseOrder";
import { LoadingOverlay } from "../../../components/feedback/LoadingOverlay";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../serverErrors";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { PurchaseOrderCreatePage } from "./PurchaseOrderCreatePage";
import { PURCHASE_ORDER_LIST } from "./resource";
import { GET_PURCHASE_ORDER, type PurchaseOrderDetails } from "./types";

export function PurchaseOrderEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery<{ purchaseOrder: PurchaseOrderDetails }>(["purchase-order"], GET_PURCHASE_ORDER, { id }, Boolean(id));
  const order = query.data?.purchaseOrder;

  if (query.isLoading) return <LoadingOverlay fullScreen={false} />;
  if (order?.editable) return <PurchaseOrderCreatePage key={order.id} editing={order} />;
  return (
    <div data-testid="po-edit-page">
      <div style={{ display: "flex", alignItems: "center", gap: 8, marginBottom: 16 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(appPath(order ? `${PURCHASE_ORDER_LIST}/details/${order.id}` : PURCHASE_ORDER_LIST))}
          aria-label="Back"
          data-testid="form-back"
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          Edit Purchase Order {order?.secondaryId ?? ""}
        </Typography.Title>
      </div>
      <Alert type="error" showIcon data-testid="po-not-editable" message={order ? EDIT_MESSAGE : (errorMessage(query.error) ?? "Purchase order not found.")} />
    </div>
  );
}
