// Route update/:id (behind procurement:purchase-order:update): loads the purchase order and opens the order form
// in its edit mode, or says up front why it cannot be edited: the order's state, or the server's refusal to show
// it (another location's order, not found). Reload after a refused save refills the form with the order as it
// now is.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { EDIT_MESSAGE } from "../../../../common/schemas/purchaseOrder";
import { LoadingOverlay } from "../../../components/feedback/LoadingOverlay";
import { appPath } from "../../defineResource";
import { errorMessage } from "../../../providers/serverErrors";
import { useGqlQuery } from "../../../providers/gqlHooks";
import { PurchaseOrderFormPage } from "./PurchaseOrderFormPage";
import { PURCHASE_ORDER_LIST } from "./resource";
import { GET_PURCHASE_ORDER } from "./types";

export function PurchaseOrderEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const query = useGqlQuery(["purchase-order"], GET_PURCHASE_ORDER, id ? { id } : null);
  const order = query.data?.purchaseOrder;
  const [loads, setLoads] = useState(0);

  if (query.isLoading) return <LoadingOverlay fullScreen={false} />;
  // Remounted (refilled) only by Reload: a refetch after a successful save must not unmount the form before
  // its save callback navigates to the details page.
  const reload = () => void query.refetch().then(() => setLoads((count) => count + 1));
  if (order?.editable) return <PurchaseOrderFormPage key={`${order.id}#${loads}`} editing={order} onReload={reload} />;
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
