// The errors of server/core/errors.ts as GraphQL errors: extensions.code, the readable message, and the
// location and path of the field that threw. useAppErrors maps what resolvers threw as soon as execution ends,
// so that Yoga's maskError (server/graphql/yoga.ts) lets them through as intended errors; the guards that answer
// before execution (introspectionGuard) build theirs here.
import { GraphQLError } from "graphql";
import { handleStreamOrSingleExecutionResult, type Plugin } from "graphql-yoga";
import { forbidden as forbiddenError, isAppError, unauthenticated as unauthenticatedError, type AppError } from "../core/errors";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

// A brand check, not instanceof: under vitest our code and graphql-js may load different copies of graphql
// (ESM and CJS), and an error from the other copy must still count as one.
export function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

/** The AppError a GraphQL error wraps (graphql-js wraps what a resolver throws with its location), if any. */
export function appErrorIn(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (isAppError(current)) return current;
    current = isGraphqlError(current) ? current.originalError : undefined;
  }
  return undefined;
}

/** The client's view of an AppError, at the place (nodes, path) of `located` when given. */
export function toGraphqlError(error: AppError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: error.extensions,
  });
}

/** Replaces each AppError in an execution result by its GraphQL error (same place, its code and message). */
export function useAppErrors(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          if (!result.errors?.some((error) => appErrorIn(error))) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              const appError = appErrorIn(error);
              return appError ? toGraphqlError(appError, error) : error;
            }),
          });
        }),
    }),
  };
}

/**
 * A variable whose value its type refuses (a word for an Int, 2.5 for an Int, an unknown enum value) is the caller's
 * input: graphql-js says so without a code, and a client that branches on `extensions.code` would find none.
 */
export function useVariableErrorCodes(): Plugin {
  return {
    onExecutionResult: ({ result, setResult }) => {
      if (!result || Symbol.asyncIterator in result || !result.errors?.some(isVariableError)) return;
      setResult({ ...result, errors: result.errors.map((error) => (isVariableError(error) ? withCode(error, "BAD_USER_INPUT") : error)) });
    },
  };
}

const isVariableError = (error: GraphQLError) => error.extensions?.code === undefined && error.message.startsWith('Variable "$');

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: { ...error.extensions, code } });
}

export const unauthenticated = (message?: string) => toGraphqlError(unauthenticatedError(message));
export const forbidden = (message?: string) => toGraphqlError(forbiddenError(message));
