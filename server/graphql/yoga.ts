// The GraphQL endpoint: Yoga over the Pothos schema, our context, masking of unexpected errors, and the guards that
// run before execution (operation budgets, introspection, the body size); field suggestions only for signed-in callers. CORS is main.ts's (cors.ts), for every path.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { GRAPHIQL_CONTENT_SECURITY_POLICY } from "../http/securityHeaders";
import { clientAddressOf } from "../http/clientAddress";
import { readableDatabaseError } from "./databaseErrors";
import { createRequestContext, type RequestDeps } from "../session/requestContext";
import { appErrorIn, INTERNAL_ERROR_MESSAGE, isGraphqlError, toGraphqlError, useAppErrors, useVariableErrorCodes } from "./errors";
import { useIntrospectionGuard } from "./introspectionGuard";
import { useOperationLimits } from "./operationGuards";
import { useSuggestionGuard } from "./suggestionGuard";
import { useTextInputGuard } from "./textInputGuard";
import { schema } from "./schema";

export interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

/** A GraphQLError created on purpose (validation, the guards), as opposed to a wrapped unexpected exception. */
function isIntendedError(error: unknown): error is GraphQLError {
  if (!isGraphqlError(error)) return false;
  return error.originalError == null || isIntendedError(error.originalError);
}

/** GraphiQL's page loads its editor from unpkg.com: it gets a policy of its own (development only). */
function useGraphiqlContentSecurityPolicy(): Plugin {
  return {
    onResponse({ response }) {
      if (response.headers.get("content-type")?.startsWith("text/html")) {
        response.headers.set("content-security-policy", GRAPHIQL_CONTENT_SECURITY_POLICY);
        // unlike the app's pages, nothing needs to frame GraphiQL
        response.headers.set("x-frame-options", "DENY");
      }
    },
  };
}

export function createGraphqlHandler(deps: RequestDeps) {
  const { config } = deps;
  return createYoga<NodeServerContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    graphiql: config.graphiql,
    cors: false,
    maxRequestBodySize: config.graphqlBodyLimitBytes,
    plugins: [
      useOperationLimits(),
      useTextInputGuard(),
      useAppErrors(),
      useVariableErrorCodes(),
      useIntrospectionGuard({ enabled: config.introspection }),
      useSuggestionGuard({
        forSignedIn: config.introspection,
        isSignedIn: async (request) => (await createRequestContext(deps, { headers: request.headers, clientAddress: "" })).auth !== null,
      }),
      config.graphiql && useGraphiqlContentSecurityPolicy(),
    ],
    context: ({ request, req }) =>
      createRequestContext(deps, {
        headers: request.headers,
        clientAddress: clientAddressOf(req, request.headers, deps.config.trustProxy),
      }),
    maskedErrors: {
      errorMessage: INTERNAL_ERROR_MESSAGE,
      maskError(error, message) {
        // Intended GraphQLErrors (ours, mapped by useAppErrors, among them) reach the client; an AppError thrown
        // outside execution is mapped here (and logged by Yoga); anything else is logged and masked.
        const appError = appErrorIn(error);
        if (appError) return toGraphqlError(appError, isGraphqlError(error) ? error : undefined);
        if (isIntendedError(error)) return error;
        const databaseAnswer = readableDatabaseError(error);
        if (databaseAnswer) return databaseAnswer;
        console.error("Unexpected error in a GraphQL request:", error);
        return maskError(error, message, false);
      },
    },
  });
}
