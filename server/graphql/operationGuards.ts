// Enforces operationLimits.ts before anything runs: the parser stops at MAX_TOKENS, validation refuses too many
// aliases or too deep a selection (GraphQL Armor's rules), and the cost estimate is checked once the variables are
// known, before execution. Each refusal is a BAD_REQUEST with a sentence saying which budget, answered as HTTP 400;
// so is a document graphql cannot read (a syntax error, or nesting that overflows the parser's stack).
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError, parse, type DocumentNode, type GraphQLSchema, type ParseOptions, type Source, type ValidationRule } from "graphql";
import type { Plugin } from "graphql-yoga";
import { estimateCost } from "./operationCost";
import { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from "./operationLimits";

// spec: false answers 400 to application/json clients too (Yoga's "spec" errors answer them 200, the legacy way).
const HTTP_BAD_REQUEST = { status: 400, spec: false };

/** A refusal of the whole request: BAD_REQUEST, answered with HTTP 400. */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_REQUEST", http: HTTP_BAD_REQUEST } });
}

export const LIMIT_MESSAGES = {
  tokens: `This request is too large: a query may have at most ${MAX_TOKENS.toLocaleString("en-US")} tokens (names, punctuation and values).`,
  tooDeepToRead: "This request is nested too deeply to be read.",
  aliases: `This request uses too many aliases: at most ${MAX_ALIASES} are allowed.`,
  depth: `This request is nested too deeply: at most ${MAX_DEPTH} levels of fields are allowed.`,
  cost: (cost: number) =>
    `This request asks for too much at once: its estimated cost is ${cost.toLocaleString("en-US")}, at most ` +
    `${MAX_COST.toLocaleString("en-US")} is allowed. Ask for fewer rows (a smaller limit) or fewer nested lists.`,
  unmeasurable: "This request expands into too many fields to be estimated.",
};

// A brand check, not instanceof: under vitest the parser may come from another copy of graphql (see yoga.ts).
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

function isTokenLimitError(error: unknown): boolean {
  return isGraphqlError(error) && /contains more tha[nt] \d+ tokens/.test(error.message);
}

/**
 * graphql's parse with the token budget. A syntax error stays a syntax error but answers HTTP 400 (Yoga answers 200
 * to application/json clients); a document over the budget, or one nested deeper than the parser's stack, is a
 * BAD_REQUEST.
 */
export function parseWithinLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  try {
    return parse(source, { ...options, maxTokens: MAX_TOKENS });
  } catch (error) {
    if (isTokenLimitError(error)) throw limitError(LIMIT_MESSAGES.tokens);
    if (error instanceof RangeError) throw limitError(LIMIT_MESSAGES.tooDeepToRead);
    if (isGraphqlError(error)) {
      throw new GraphQLError(error.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        extensions: { ...error.extensions, code: "GRAPHQL_PARSE_FAILED", http: HTTP_BAD_REQUEST },
      });
    }
    throw error;
  }
}

export interface LimitObserver {
  (measure: "aliases" | "depth", value: number): void;
}

/** The validation rules of the alias and depth budgets; `observe` hears the measures of accepted operations. */
export function limitRules(observe?: LimitObserver): ValidationRule[] {
  const common = { propagateOnRejection: false, exposeLimits: true };
  return [
    maxAliasesRule({
      ...common,
      n: MAX_ALIASES,
      onAccept: [(_context, { n }) => observe?.("aliases", n)],
      onReject: [(context, _error) => context?.reportError(limitError(LIMIT_MESSAGES.aliases))],
    }),
    maxDepthRule({
      ...common,
      n: MAX_DEPTH,
      ignoreIntrospection: false,
      flattenFragments: true,
      onAccept: [(_context, { n }) => observe?.("depth", n)],
      onReject: [(context, _error) => context?.reportError(limitError(LIMIT_MESSAGES.depth))],
    }),
  ];
}

/** The cost refusal for these variables, or null when the operation fits (or its variables are for execution to refuse). */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): GraphQLError | null {
  let cost: number;
  try {
    cost = estimateCost(schema, document, variables, operationName);
  } catch (error) {
    if (isGraphqlError(error) && /maximum allowed number of nodes/.test(error.message)) {
      return limitError(LIMIT_MESSAGES.unmeasurable);
    }
    // Variables that do not fit the operation: execution refuses them, naming the variable, before any resolver.
    return null;
  }
  return cost > MAX_COST ? limitError(LIMIT_MESSAGES.cost(cost)) : null;
}

/**
 * Yoga marks every parse error as a "spec" error after our parser threw it, which answers HTTP 200 to clients that
 * accept application/json: a document it could not read answers 400 whatever the client accepts.
 */
function answerUnreadableAs400(errors: readonly GraphQLError[]): void {
  for (const error of errors) {
    const code = error.extensions?.code;
    const http = error.extensions?.http as { spec?: boolean } | undefined;
    if (http && (code === "GRAPHQL_PARSE_FAILED" || code === "BAD_REQUEST")) http.spec = false;
  }
}

/** The Yoga plugin: token budget at parse, aliases and depth at validation, cost just before execution. */
export function useOperationLimits(): Plugin {
  const rules = limitRules();
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithinLimits);
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = costRefusal(args.schema, args.document, args.variableValues ?? undefined, args.operationName);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onResultProcess({ result }) {
      if (!Array.isArray(result) && "errors" in result && result.errors) answerUnreadableAs400(result.errors);
    },
  };
}
