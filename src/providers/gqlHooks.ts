// Hooks for the bespoke screens and printable pages: GraphQL queries and mutations through the app's one client
// (gqlRequest), keyed under "data" so that a location switch and every save refetch them like Refine's lists.
import { useNotification } from "@refinedev/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { gqlRequest } from "./graphqlClient";
import { errorMessage } from "../resources/serverErrors";

export function useGqlQuery<T>(key: readonly unknown[], query: string, variables: object, enabled = true) {
  return useQuery({
    queryKey: ["data", ...key, variables],
    queryFn: () => gqlRequest<T>(query, variables),
    enabled,
  });
}

interface MutationOptions<TResult> {
  /** Success toast (none when omitted). */
  success?: (result: TResult) => string;
  /** Title of the error toast; false: no toast (the screen shows the error itself). */
  failure: string | false;
}

/** A mutation whose success refetches every data query (lists, details). */
export function useGqlMutation<TResult, TVariables extends object>(query: string, options: MutationOptions<TResult>) {
  const queryClient = useQueryClient();
  const { open } = useNotification();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: (variables) => gqlRequest<TResult>(query, variables),
    onSuccess: async (result) => {
      if (options.success) open?.({ type: "success", message: options.success(result) });
      await queryClient.invalidateQueries({ queryKey: ["data"] });
    },
    onError: (error) => {
      console.error(error);
      if (options.failure !== false) open?.({ type: "error", message: options.failure, description: errorMessage(error) });
    },
  });
}
