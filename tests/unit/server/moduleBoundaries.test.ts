// The server's module boundaries are held by ESLint (eslint.config.js, docs/architecture.md): a module is reached only
// through its index.ts, no module imports a flow, the infrastructure imports no module, and no import closes a
// cycle. This lints small snippets, placed in the server's folders, with the project's own config, and checks each
// rule fires (and that an import through a module's face passes).
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
let eslint: ESLint;

/** The rule ids ESLint reports for `code` as if it were the file at `path` (from the repository's root). */
async function rulesFiredBy(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

// the first lint loads the config and parses the files it follows: seconds, not the default 5
describe("server module boundaries (ESLint)", { timeout: 60_000 }, () => {
  it("refuses an import of another module's file that is not its index.ts", async () => {
    const deep = `import { findOrder } from "../sales/orderQueries";\nexport const probe = findOrder;\n`;
    expect(await rulesFiredBy(deep, "server/modules/returns/probe.ts")).toContain("import-x/no-restricted-paths");
    // the GraphQL layer, the seed and the flows are held the same way
    const fromSeed = `import { createOrder } from "../flows/completeSale";\nexport const probe = createOrder;\n`;
    expect(await rulesFiredBy(fromSeed, "server/seed/probe.ts")).toContain("import-x/no-restricted-paths");
  });

  it("lets the same import through the module's face", async () => {
    const face = `import { findOrder } from "../sales";\nexport const probe = findOrder;\n`;
    expect(await rulesFiredBy(face, "server/modules/returns/probe.ts")).toEqual([]);
  });

  it("refuses a module importing a flow, and the infrastructure importing a module", async () => {
    const flow = `import { createOrder } from "../../flows";\nexport const probe = createOrder;\n`;
    expect(await rulesFiredBy(flow, "server/modules/sales/probe.ts")).toContain("import-x/no-restricted-paths");
    const infrastructure = `import { findOrder } from "../modules/sales";\nexport const probe = findOrder;\n`;
    expect(await rulesFiredBy(infrastructure, "server/core/probe.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import that closes a cycle", async () => {
    // customers use geo (cities), so geo importing customers goes round: customers → geo → customers
    const cycle = `import { customersInOrder } from "../customers";\nexport const probe = customersInOrder;\n`;
    expect(await rulesFiredBy(cycle, "server/modules/geo/cities.ts")).toContain("import-x/no-cycle");
  });
});
