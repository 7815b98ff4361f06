// The audit an adjustment came from, by its code (AUD-000012): a link that opens the audit's details dialog over the
// adjustments (?audit={auditId}, kept in the address like ?id=) for a user who may read audits, plain text otherwise.
import { useCan } from "@refinedev/core";
import { Typography } from "antd";
import { useSearchParams } from "react-router";
import { P } from "../../../../common/permissions/catalogue";

/** The address's parameter naming the audit whose details are open. */
export const AUDIT_PARAM = "audit";

export function AdjustmentAuditLink({ auditId, auditSecondaryId }: { auditId: string | null; auditSecondaryId: string | null }) {
  const [, setParams] = useSearchParams();
  const canReadAudits = useCan({ action: "access", params: { permission: P.system.audit.read } }).data?.can === true;
  if (!auditId) return <>—</>;
  const code = auditSecondaryId ?? "From audit";
  if (!canReadAudits) return <span data-testid={`adjustment-audit-${code}`}>{code}</span>;
  const open = () => {
    const next = new URLSearchParams(window.location.search);
    next.set(AUDIT_PARAM, auditId);
    setParams(next);
  };
  return (
    <Typography.Link onClick={open} data-testid={`adjustment-audit-${code}`}>
      {code}
    </Typography.Link>
  );
}
