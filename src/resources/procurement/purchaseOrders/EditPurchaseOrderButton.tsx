import { EditOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Tooltip } from "antd";
import { useNavigate } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { appPath } from "../../defineResource";
import { PURCHASE_ORDER_LIST } from "./resource";
import type { PurchaseOrderRecord } from "./types";

/** Opens update/:id; shown only to holders of the update permission, while the server says the order is editable. */
export function EditPurchaseOrderButton({ order, withLabel = false }: { order: PurchaseOrderRecord; withLabel?: boolean }) {
  const canEdit = useCan({ action: "access", params: { permission: P.procurement.purchaseOrder.update } }).data?.can === true;
  const navigate = useNavigate();
  if (!canEdit || !order.editable) return null;
  const open = () => navigate(appPath(`${PURCHASE_ORDER_LIST}/update/${order.id}`));
  if (withLabel) {
    return (
      <Button icon={<EditOutlined />} data-testid="po-edit" onClick={open}>
        Edit
      </Button>
    );
  }
  return (
    <Tooltip title="Edit">
      <Button type="text" icon={<EditOutlined />} aria-label="Edit" data-testid={`edit-po-${order.secondaryId}`} onClick={open} />
    </Tooltip>
  );
}
