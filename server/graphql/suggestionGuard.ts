// graphql-js ends some validation and variable errors with "Did you mean …?", naming fields, arguments, types and
// enum values close to what was asked: a map of the API for anyone probing it. Like introspection
// (introspectionGuard.ts), they are kept for signed-in callers and left out for everybody else, and for everybody
// when introspection is off (production). The caller is looked up only for an answer that has a suggestion.
import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isGraphqlError } from "./errors";

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

const hasSuggestion = (result: ExecutionResult) => result.errors?.some((error) => error.message.search(SUGGESTION) >= 0) ?? false;

function withoutSuggestions(result: ExecutionResult): ExecutionResult {
  return {
    ...result,
    errors: result.errors?.map((error) => {
      const message = error.message.replace(SUGGESTION, "");
      if (message === error.message) return error;
      const located = isGraphqlError(error) ? error : undefined;
      return new GraphQLError(message, { nodes: located?.nodes, source: located?.source, positions: located?.positions, path: located?.path, extensions: error.extensions });
    }),
  };
}

export function useSuggestionGuard(options: { forSignedIn: boolean; isSignedIn(request: Request): Promise<boolean> }): Plugin {
  return {
    async onResultProcess({ request, result, setResult }) {
      // Single results only: this server answers neither batches nor streams.
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const single = result as ExecutionResult;
      if (!hasSuggestion(single)) return;
      if (options.forSignedIn && (await options.isSignedIn(request).catch(() => false))) return;
      setResult(withoutSuggestions(single));
    },
  };
}
