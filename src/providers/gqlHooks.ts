// Hooks for the bespoke screens and printable pages: their typed GraphQL documents (src/graphql) through the app's
// one client (gqlRequest), keyed under "data" so that a location switch and every save refetch them like Refine's
// lists. Results and variables are typed by the document.
import { useNotification } from "@refinedev/core";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { gqlRequest } from "./graphqlClient";
import { documentText, type TypedDocument } from "../graphql";
import { errorMessage } from "./serverErrors";

/** Sends a typed document once (outside React Query: e.g. a scan that answers one lot). */
export function requestDocument<TResult, TVariables extends object>(document: TypedDocument<TResult, TVariables>, variables: TVariables, options?: { signal?: AbortSignal }): Promise<TResult> {
  return gqlRequest<TResult>(documentText(document), variables, options);
}

/** The document's answer for `variables`; null variables: not yet (e.g. until an id is chosen), nothing is sent. */
export function useGqlQuery<TResult, TVariables extends object>(key: readonly unknown[], document: TypedDocument<TResult, TVariables>, variables: TVariables | null) {
  return useQuery({
    queryKey: ["data", ...key, variables],
    queryFn: variables === null ? skipToken : () => requestDocument(document, variables),
  });
}

interface MutationOptions<TResult> {
  /** Success toast (none when omitted). */
  success?: (result: TResult) => string;
  /** Title of the error toast; false: no toast (the screen shows the error itself). */
  failure: string | false;
}

/** A mutation whose success refetches every data query (lists, details). */
export function useGqlMutation<TResult, TVariables extends object>(document: TypedDocument<TResult, TVariables>, options: MutationOptions<TResult>) {
  const queryClient = useQueryClient();
  const { open } = useNotification();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: (variables) => requestDocument(document, variables),
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
