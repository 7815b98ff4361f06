// The project's own source files, for the tests that read the code for a rule's second copy (the ledger's, the
// drawer's and the lot rules' one-owner tests): paths relative to the repository, under the folders named.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const repositoryRoot = join(import.meta.dirname, "..", "..");

export function sourceFiles(folders: readonly string[], skipped: readonly string[] = []): string[] {
  return folders.flatMap((dir) =>
    readdirSync(join(repositoryRoot, dir), { recursive: true, encoding: "utf8" })
      .filter((path) => /\.(?:ts|tsx|js|mjs|cjs|sql)$/.test(path) && !path.split(sep).includes("node_modules"))
      .map((path) => relative(repositoryRoot, join(repositoryRoot, dir, path)))
      .filter((path) => !skipped.some((prefix) => path.startsWith(prefix))),
  );
}
