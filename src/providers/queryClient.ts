// One react-query client for the app, so sign-in, sign-out and a location switch can drop cached answers
// (lists and access-control decisions) that belong to another user or location.
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});

// The till opens with no connection (README "Offline till"): Refine's sign-in and permission checks read the stored
// session, so they run even when the browser says it is offline (React Query would otherwise hold them back).
for (const refineKey of [["auth"], ["access"]]) queryClient.setQueryDefaults(refineKey, { networkMode: "always" });

export function forgetCachedQueries(): void {
  queryClient.removeQueries();
}
