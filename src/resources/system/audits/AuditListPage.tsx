// Audit (system/audit, spec "Audit list"): the audits of the current location, server-paged, searched by ID; the
// Create chip (system:audit:create) opens the create-audit wizard; each row's menu opens the details dialog or
// continues the audit on its execution screen while it is open.
import { MoreOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { appPath } from "../../defineResource";
import { DeclaredList, useDeclaredGrid } from "../../screens/DeclaredList";
import { AuditDetailsDialog } from "./AuditDetailsDialog";
import { canContinueAudit } from "./figures";
import type { AuditListRecord } from "./queries";
import { auditDeclaration, auditExecutionPath } from "./resource";
import { CreateAuditWizard } from "./wizard/CreateAuditWizard";

export function AuditListPage() {
  const navigate = useNavigate();
  const { gridState, canCreate, columns } = useDeclaredGrid(auditDeclaration);
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<string | null>(null);
  columns.push({
    key: "actions",
    title: "Actions",
    width: 90,
    sticky: "right",
    hideable: false,
    align: "center",
    render: (audit: AuditListRecord) => (
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "details", label: <span data-testid={`audit-details-${audit.secondaryId}`}>Details</span>, onClick: () => setDetails(audit.id) },
            ...(canContinueAudit(audit.status)
              ? [{ key: "continue", label: <span data-testid={`audit-continue-${audit.secondaryId}`}>Continue</span>, onClick: () => navigate(appPath(auditExecutionPath(audit.id))) }]
              : []),
          ],
        }}
      >
        <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${audit.secondaryId}`} data-testid={`audit-actions-${audit.secondaryId}`} />
      </Dropdown>
    ),
  });
  return (
    <DeclaredList declaration={auditDeclaration} gridState={gridState} columns={columns} onCreate={canCreate ? () => setCreating(true) : undefined}>
      {creating && <CreateAuditWizard onClose={() => setCreating(false)} />}
      {details && <AuditDetailsDialog auditId={details} onClose={() => setDetails(null)} />}
    </DeclaredList>
  );
}
