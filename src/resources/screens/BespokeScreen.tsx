import { Suspense, type ReactNode } from "react";
import { LoadingOverlay } from "../../components/feedback/LoadingOverlay";
import { RequirePermission } from "../../components/feedback/RequirePermission";

export interface BespokeScreenProps {
  /** The permission it needs, or several of which any one will do. */
  permission: string | readonly string[];
  /** Load over the whole window (pages outside the app layout, e.g. printable ones) rather than the content box. */
  fullScreen?: boolean;
  children: ReactNode;
}

/** A bespoke screen behind its permission (access-denied screen otherwise), loaded on demand. */
export function BespokeScreen({ permission, fullScreen = false, children }: BespokeScreenProps) {
  return (
    <RequirePermission permission={permission}>
      <Suspense fallback={<LoadingOverlay fullScreen={fullScreen} />}>{children}</Suspense>
    </RequirePermission>
  );
}
