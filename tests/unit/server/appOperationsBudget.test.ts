// Every operation the web app sends must fit the server's operation budgets (server/graphql/operationLimits.ts)
// on the real schema, with room to spare: lowering a budget below what a screen needs fails here, not in a shop.
import { Lexer, Source, TokenKind, getIntrospectionQuery, specifiedRules, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { estimateCost } from "../../../server/graphql/operationCost";
import { costRefusal, limitRules, parseWithinLimits } from "../../../server/graphql/operationGuards";
import { MAX_ALIASES, MAX_COST, MAX_DEPTH, MAX_TOKENS } from "../../../server/graphql/operationLimits";
import { schema } from "../../../server/graphql/schema";
import { gatherAppOperations, type AppOperation, type AppOperations } from "./appOperations";
import { withRequiredVariables } from "./sampleVariables";

/** Each budget must be at least this many times the app's largest need. */
const HEADROOM = 2;

interface Measures {
  tokens: number;
  aliases: number;
  depth: number;
  cost: number;
}

function tokensOf(query: string): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** The operation's measures, and every budget or schema rule it breaks (as the server would answer them). */
function check(operation: AppOperation): { measures: Measures; problems: string[] } {
  const measures: Measures = { tokens: tokensOf(operation.query), aliases: 0, depth: 0, cost: 0 };
  let document;
  try {
    document = parseWithinLimits(operation.query);
  } catch (error) {
    return { measures, problems: [(error as Error).message] };
  }
  const rules = [...specifiedRules, ...limitRules((measure, value) => (measures[measure] = Math.max(measures[measure], value)))];
  const problems = validate(schema, document, rules).map((error) => error.message);
  if (problems.length === 0) {
    const variables = withRequiredVariables(schema, document, operation.variables);
    measures.cost = estimateCost(schema, document, variables);
    const refusal = costRefusal(schema, document, variables);
    if (refusal) problems.push(refusal.message);
  }
  return { measures, problems };
}

describe("the web app's operations against the operation budgets", () => {
  let app: AppOperations;
  let checked: { operation: AppOperation; measures: Measures; problems: string[] }[];
  beforeAll(async () => {
    app = await gatherAppOperations();
    checked = app.operations.map((operation) => ({ operation, ...check(operation) }));
  }, 60_000);

  it("finds the app's resources and the documents of its screens", () => {
    expect(app.resourceNames).toEqual(expect.arrayContaining(["locations", "product", "purchase-order", "grn", "stock-return"]));
    const kinds = new Set(app.operations.map((operation) => operation.origin.split(": ")[1] ?? "written"));
    expect([...kinds]).toEqual(expect.arrayContaining(["list", "one", "create", "update", "written"]));
    expect(app.operations.length).toBeGreaterThan(50);
    // Documents with parts known only at run time are the data provider's, which the resource walk covers.
    expect(new Set(app.runtimeDocuments.map((document) => document.file))).toEqual(new Set(["src/providers/dataProvider.ts"]));
  });

  it("every operation is valid and within every budget", () => {
    const failures = checked.flatMap(({ operation, problems }) => (problems.length > 0 ? [`${operation.origin}: ${problems.join(" ")}`] : []));
    expect(failures).toEqual([]);
  });

  it("GraphiQL's schema query fits too (signed-in developers may explore the schema outside production)", () => {
    const everyOption = { descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true };
    for (const query of [getIntrospectionQuery(), getIntrospectionQuery(everyOption)]) {
      expect(check({ origin: "GraphiQL", query, variables: {} }).problems).toEqual([]);
    }
  });

  it(`every budget is at least ${HEADROOM}× the app's largest need`, () => {
    const largest: Measures = { tokens: 0, aliases: 0, depth: 0, cost: 0 };
    for (const { measures } of checked) {
      for (const key of Object.keys(largest) as (keyof Measures)[]) largest[key] = Math.max(largest[key], measures[key]);
    }
    console.info("The app's largest operation measures:", largest);
    expect(largest.tokens * HEADROOM).toBeLessThanOrEqual(MAX_TOKENS);
    expect(largest.aliases * HEADROOM).toBeLessThanOrEqual(MAX_ALIASES);
    expect(largest.depth * HEADROOM).toBeLessThanOrEqual(MAX_DEPTH);
    expect(largest.cost * HEADROOM).toBeLessThanOrEqual(MAX_COST);
  });
});
