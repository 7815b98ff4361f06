import { Suspense, type ReactNode } from "react";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { RequirePermission } from "../../components/feedback/RequirePermission";

/** A bespoke screen behind its permission (access-denied screen otherwise), loaded on demand. */
export function BespokeScreen({ permission, children }: { permission: string; children: ReactNode }) {
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<LoadingOverlay fullScreen={false} />}>{children}</Suspense>
    </RequirePermission>
  );
}
