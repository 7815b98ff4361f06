// The committed SDL (server/schema.graphql) must match the schema the code builds: run `npm run schema:print`.
// Checked in a child process: under vitest two copies of graphql (ESM and CJS) would meet in one schema.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

it("server/schema.graphql is up to date", () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/graphql/printSchema.ts", "--check"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.stdout.trim()).toBe("server/schema.graphql is up to date.");
  expect(result.status).toBe(0);
}, 60_000);
