// Shows its children only when the signed-in user holds `permission` (checked by the access-control provider),
// or any one of several; otherwise the access-denied screen. No permission → rendered for any signed-in user.
import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { AccessDenied } from "./AccessDenied";
import { LoadingOverlay } from "./LoadingOverlay";

export interface RequirePermissionProps {
  /** One permission, or several of which any one will do (a page that two screens link to). */
  permission?: string | readonly string[];
  children: ReactNode;
}

export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const anyOf = typeof permission === "string" ? [permission] : (permission ?? []);
  if (anyOf.length === 0) return <>{children}</>;
  return <PermissionGate anyOf={anyOf}>{children}</PermissionGate>;
}

/** Asks for the first permission; when it is refused, for the rest in turn. */
function PermissionGate({ anyOf: [first, ...rest], children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { data, isLoading } = useCan({ action: "access", params: { permission: first } });
  if (isLoading) return <LoadingOverlay fullScreen={false} />;
  if (data?.can) return <>{children}</>;
  return rest.length > 0 ? <PermissionGate anyOf={rest}>{children}</PermissionGate> : <AccessDenied />;
}
