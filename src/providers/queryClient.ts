// One react-query client for the app, so sign-in, sign-out and a location switch can drop cached answers
// (lists and access-control decisions) that belong to another user or location.
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } },
});

export function forgetCachedQueries(): void {
  queryClient.removeQueries();
}
