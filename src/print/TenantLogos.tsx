// The tenant's logo and parent-company logo as the documents show them; the company name when it has no logo.
import { useSession } from "../providers/session";

export function TenantLogo() {
  const tenant = useSession()?.tenant;
  if (!tenant) return null;
  return tenant.logo ? <img src={tenant.logo} alt={tenant.name} data-testid="tenant-logo" /> : <strong data-testid="tenant-name">{tenant.name}</strong>;
}

export function ParentCompanyLogo() {
  const tenant = useSession()?.tenant;
  if (!tenant?.parentCompanyLogo) return <span />;
  return <img src={tenant.parentCompanyLogo} alt="Parent company" data-testid="parent-company-logo" />;
}
