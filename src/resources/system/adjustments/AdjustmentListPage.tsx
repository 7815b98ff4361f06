// Adjustments (system/adjustments): the current location's adjustments, server-paged, filtered by type and status
// in the column menus; Create (system:adjustment:create) and "Write off expired stock" above the grid; the eye
// opens the details dialog, which the address keeps (?id=), so a details link can be shared and reloaded; an
// adjustment's audit code opens that audit's details dialog the same way (?audit=).
import { DeleteOutlined, EyeOutlined } from "@ant-design/icons";
import { useCan } from "@refinedev/core";
import { Button, Space, Tooltip } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";
import { appPath } from "../../defineResource";
import { BespokeListPage } from "../../screens/BespokeListPage";
import { AuditDetailsDialog } from "../audits/AuditDetailsDialog";
import { AUDIT_PARAM } from "./AdjustmentAuditLink";
import { AdjustmentDetailsDialog } from "./AdjustmentDetailsDialog";
import { ExpiredWriteOffDialog } from "./ExpiredWriteOffDialog";
import { ADJUSTMENT_CREATE, adjustmentDeclaration } from "./resource";
import type { AdjustmentRecord } from "./queries";

export function AdjustmentListPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get("id");
  const openAuditId = params.get(AUDIT_PARAM);
  const [writingOff, setWritingOff] = useState(false);
  const canCreate = useCan({ action: "access", params: { permission: P.system.adjustment.create } }).data?.can === true;

  const setParam = (name: string, id: string | null) => {
    const next = new URLSearchParams(window.location.search);
    if (id) next.set(name, id);
    else next.delete(name);
    setParams(next);
  };
  const setOpen = (id: string | null) => setParam("id", id);

  return (
    <>
      <BespokeListPage<AdjustmentRecord>
        declaration={adjustmentDeclaration}
        createPath={appPath(ADJUSTMENT_CREATE)}
        actionsWidth={80}
        toolbarExtra={
          canCreate && (
            <Button shape="round" icon={<DeleteOutlined />} onClick={() => setWritingOff(true)} data-testid="adjustment-write-off-expired">
              Write off expired stock
            </Button>
          )
        }
        actions={(adjustment) => (
          <Space size={0}>
            <Tooltip title="Details">
              <Button type="text" icon={<EyeOutlined />} aria-label="Details" data-testid={`view-adjustment-${adjustment.secondaryId}`} onClick={() => setOpen(adjustment.id)} />
            </Tooltip>
          </Space>
        )}
      />
      {openId && <AdjustmentDetailsDialog id={openId} onClose={() => setOpen(null)} />}
      {openAuditId && <AuditDetailsDialog auditId={openAuditId} onClose={() => setParam(AUDIT_PARAM, null)} />}
      {writingOff && (
        <ExpiredWriteOffDialog
          onClose={() => setWritingOff(false)}
          onCreated={(id) => {
            setWritingOff(false);
            setOpen(id);
          }}
        />
      )}
    </>
  );
}
