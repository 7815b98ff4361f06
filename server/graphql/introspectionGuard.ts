// Schema introspection (__schema, __type) maps the whole API for whoever asks: refused to callers without a valid
// session always, and to everybody when the server runs with introspection off (NODE_ENV=production). __typename
// stays allowed. Checked before execution, once the session is known.
import { NoSchemaIntrospectionCustomRule, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export const INTROSPECTION_MESSAGES = {
  off: "Schema introspection is turned off on this server.",
  signIn: "Please sign in to read the API schema.",
};

// Yoga's parser cache hands the same document object back for the same text, so each is checked once.
const asksCache = new WeakMap<DocumentNode, boolean>();

function asksForIntrospection(schema: GraphQLSchema, document: DocumentNode): boolean {
  let asks = asksCache.get(document);
  if (asks === undefined) {
    asks = validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
    asksCache.set(document, asks);
  }
  return asks;
}

function isSignedIn(context: unknown): boolean {
  return typeof context === "object" && context !== null && (context as Partial<RequestContext>).auth != null;
}

export function useIntrospectionGuard(options: { enabled: boolean }): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!asksForIntrospection(args.schema, args.document)) return;
      if (!options.enabled) setResultAndStopExecution({ errors: [forbidden(INTROSPECTION_MESSAGES.off)] });
      else if (!isSignedIn(args.contextValue)) setResultAndStopExecution({ errors: [unauthenticated(INTROSPECTION_MESSAGES.signIn)] });
    },
  };
}
