// The budgets every GraphQL operation must stay within, checked before anything runs (operationGuards.ts).
// A client is never trusted to be gentle: one document can otherwise repeat an expensive list a thousand times
// under aliases, nest lists inside lists, or nest so deeply that parsing it overflows the stack.
// Each budget sits well above what the web app needs and far below what hurts the server:
// tests/unit/server/appOperationsBudget.test.ts gathers every document the app sends (the data provider's for
// each declared resource, and the screens' own) and fails if one does not fit with HEADROOM to spare. Today the
// app's largest needs are about 100 tokens, 1 alias, 5 levels and a cost of 110,000 (a 1,000-row product page).

/**
 * Lexical tokens of one document (names, punctuation, values): graphql's parser stops reading past it, so a huge
 * document costs no more than this to parse and its nesting stays far from the parser's stack limit. Variables
 * carry the data of a form; the document is only the selection.
 */
export const MAX_TOKENS = 1_000;

/**
 * Aliased fields in one operation: the way one request repeats an expensive field many times. The data provider
 * aliases its root field once (`result: getX`); a dashboard may read a few counts side by side.
 */
export const MAX_ALIASES = 15;

/**
 * Levels of nested fields (fragments flattened, introspection counted): GraphiQL's schema query needs 15, the app 5.
 * Lists nested inside lists are the cost estimate's business; this stops runaway nesting early and cheaply.
 */
export const MAX_DEPTH = 15;

/**
 * The estimated cost of one operation (operationCost.ts): every field counts 1, and a list's fields count once
 * per row it may answer. Fits a 1,000-row page of the widest row the app asks for (a product, about 110 per row)
 * and GraphiQL's schema query (about 350,000 with its nested lists counted at NESTED_LIST_SIZE); refuses a few
 * such pages aliased side by side, or a page of rows that each carry several nested lists.
 */
export const MAX_COST = 500_000;

/** Rows a list answers when the request gives no `limit` (the schema's default). */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The rows one page is counted at, at most: the list engine cuts every list's `limit` to 1,000, except small
 * lookup tables (countries, cities, categories, tags, tax groups) which may answer up to 100,000, but hold far
 * fewer rows; the app's selects ask for their whole table.
 */
export const PAGE_SIZE_MAX = 1_000;

/**
 * The entries assumed in a list that takes no `limit` (a product's categories, a purchase order's items): they
 * are bounded by what their owner may hold, typically a handful, at most a few hundred.
 */
export const NESTED_LIST_SIZE = 20;

/** Bytes of one request body to /graphql (GRAPHQL_MAX_BODY_BYTES overrides): the largest form sends a few KB. */
export const DEFAULT_GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;
