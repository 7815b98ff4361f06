// Shows its children only when the signed-in user holds `permission` (checked by the access-control provider);
// otherwise the access-denied screen. No permission → rendered for any signed-in user.
import { useCan } from "@refinedev/core";
import type { ReactNode } from "react";
import { AccessDenied } from "./AccessDenied";
import { LoadingOverlay } from "./LoadingOverlay";

export interface RequirePermissionProps {
  permission?: string;
  children: ReactNode;
}

export function RequirePermission({ permission, children }: RequirePermissionProps) {
  if (!permission) return <>{children}</>;
  return <PermissionGate permission={permission}>{children}</PermissionGate>;
}

function PermissionGate({ permission, children }: { permission: string; children: ReactNode }) {
  const { data, isLoading } = useCan({ action: "access", params: { permission } });
  if (isLoading) return <LoadingOverlay fullScreen={false} />;
  return data?.can ? <>{children}</> : <AccessDenied />;
}
