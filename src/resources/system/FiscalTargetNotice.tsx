// Where this server posts each tax authority's invoices (fiscalAuthorities): above the integrations list, and under
// the form's Status, the settings screen says when numbers come from the SANDBOX (not reported) and why an
// integration cannot be made Active (a production server without the authority's address never posts anywhere).
import { Alert, Space, Typography } from "antd";
import type { IntegrationType } from "../../../common/schemas/integration";
import { graphql } from "../../graphql";
import { useGqlQuery } from "../../providers/gqlHooks";

const FISCAL_AUTHORITIES = graphql(`query FiscalAuthorities { fiscalAuthorities { type target note } }`);

function useFiscalAuthorities() {
  return useGqlQuery(["data", "fiscal-authorities"], FISCAL_AUTHORITIES, {}).data?.fiscalAuthorities ?? [];
}

/** Above the list: one line per authority that does not post to its real address. */
export function FiscalTargetNotice() {
  const authorities = useFiscalAuthorities().filter((authority) => authority.target !== "AUTHORITY");
  if (authorities.length === 0) return null;
  return (
    <Space direction="vertical" style={{ width: "100%", marginBottom: 12 }} data-testid="fiscal-target-notice">
      {authorities.map((authority) => (
        <Alert key={authority.type} type={authority.target === "NONE" ? "warning" : "info"} showIcon message={authority.note} />
      ))}
    </Space>
  );
}

/** Under the form's Status: what the chosen authority's target means for this integration. */
export function FiscalTargetHint({ type }: { type: unknown }) {
  const authority = useFiscalAuthorities().find((each) => each.type === (type as IntegrationType));
  if (!authority || authority.target === "AUTHORITY") return null;
  return (
    <Typography.Text type={authority.target === "NONE" ? "danger" : "warning"} data-testid="fiscal-target-hint">
      {authority.note}
    </Typography.Text>
  );
}
