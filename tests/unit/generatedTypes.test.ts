// The schema types the web's typed documents are checked against (src/graphql/graphql-env.d.ts) must be what
// gql.tada generates from the committed server/schema.graphql now (tsconfig.json's gql.tada plugin entry names
// both): regenerated into a temp directory and compared. The schema itself is checked by schema.test.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const GENERATED = "src/graphql/graphql-env.d.ts";

it(`${GENERATED} is up to date with server/schema.graphql`, () => {
  const dir = mkdtempSync(join(tmpdir(), "codegen-"));
  try {
    const output = join(dir, "graphql-env.d.ts");
    const result = spawnSync(process.execPath, ["node_modules/gql.tada/bin/cli.js", "generate-output", "--output", output], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(result.status, `the generator failed: ${result.stderr}${result.stdout}`).toBe(0);
    const upToDate = readFileSync(output, "utf8") === readFileSync(join(repoRoot, GENERATED), "utf8");
    expect(upToDate, `${GENERATED} is out of date with server/schema.graphql: run \`npm run codegen\` and commit it.`).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
