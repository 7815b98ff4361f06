// What both Refine roots share (the sign-in route's and the signed-in app's): options and the tab title.
import { queryClient } from "./providers/queryClient";

export const REFINE_OPTIONS = {
  syncWithLocation: true,
  warnWhenUnsavedChanges: true,
  disableTelemetry: true,
  reactQuery: { clientConfig: queryClient },
};

export const documentTitle = () => "Pharmacy Back Office";
