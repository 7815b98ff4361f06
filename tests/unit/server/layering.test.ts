// The layers of the server (DESIGN "Layout", "A request", "Transactions"), checked on the source text: a module's
// services know nothing of GraphQL (only its schema files, the resolver layer, may import server/graphql/), and
// take the transaction they are given: one operation, one transaction, opened by server/core/transaction.ts, which
// the resolver layer calls (inTransaction) and nothing else does.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const serverDir = join(root, "server");
const modulesDir = join(serverDir, "modules");

/**
 * Where a transaction may be opened (paths under server/; a trailing "/" takes a folder): the core, the
 * database's own primitives and the demo seed, and the session code that runs before there is a signed-in user
 * to scope anything to, and the jobs that run after a commit with no request around them.
 */
const OPENS_TRANSACTIONS = [
  "core/",
  "db/",
  // the demo data and the benchmark's generators: one transaction per company, calling the services inside it
  "seed/",
  // signing in: the tenant is found from the e-mail, the attempt is counted before anything else
  "modules/users/signIn.ts",
  // authenticating a request: loads the user's state and slides the session's expiry
  "session/requestContext.ts",
  // a job after the commit: claims its posting, then records the authority's answer, never holding a
  // transaction open while the authority is called
  "modules/fiscal/postingJob.ts",
  // the sandbox authority's controls: the signed-in user's integrations are read before there is a service scope
  "modules/fiscal/sandbox.ts",
  // a download link followed without our headers: the user is loaded from the signed link, then the file streams
  // from a cursor that lives as long as that transaction
  "modules/reports/downloads.ts",
  // a download's progress, written in short transactions of its own beside the one that reads its rows, so that
  // another process answers for it before the file is done
  "modules/reports/downloadProgress.ts",
  // an upload (an HTTP handler, not a GraphQL service): the company's usage row is locked while the file is stored,
  // so two uploads through two processes never both pass the quota
  "modules/files/quota.ts",
  // an invitation or reset link followed before anyone is signed in: the tenant is the link's own
  "modules/users/passwordService.ts",
  // a job after the commit: reads the link's row, then sends the e-mail outside any transaction
  "modules/users/mailJob.ts",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The module specifiers a file imports or re-exports from (static and dynamic). */
function importsOf(source: string): string[] {
  const patterns = [/\b(?:import|export)\b[^'";]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
}

/** The source without its comments (a comment may name what the code must not call). */
const codeOf = (file: string) => readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

const isSchemaFile = (file: string) => basename(file) === "schema.ts" || basename(file).endsWith("Schema.ts");
const pathIn = (dir: string, file: string) => relative(dir, file).split("\\").join("/");
const moduleName = (file: string) => pathIn(modulesDir, file);
const files = sourceFiles(modulesDir);
const serverFiles = sourceFiles(serverDir);

const OPENING = /\b(?:withTenant|tenantTransaction)\s*\(|\.transaction\s*\(/;
const IN_TRANSACTION = /\binTransaction\s*\(/;

describe("server layering", () => {
  it("finds the module files and reads their imports", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(importsOf(`import { a } from "../x";\nimport type {\n  B,\n} from '../../graphql/y';\nimport "./z";\nexport * from "./w";`)).toEqual([
      "../x",
      "../../graphql/y",
      "./w",
      "./z",
    ]);
  });

  it("no module file but a schema file imports from server/graphql/", () => {
    const graphqlDir = join(root, "server", "graphql");
    const offenders = files
      .filter((file) => !isSchemaFile(file))
      .flatMap((file) =>
        importsOf(readFileSync(file, "utf8"))
          .filter((specifier) => specifier.startsWith(".") && resolve(dirname(file), specifier).startsWith(graphqlDir))
          .map((specifier) => `${moduleName(file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it("opens transactions only in server/core, server/db, the seed and the session's pre-scope code", () => {
    const allowed = (path: string) => OPENS_TRANSACTIONS.some((entry) => (entry.endsWith("/") ? path.startsWith(entry) : path === entry));
    const opening = serverFiles.filter((file) => OPENING.test(codeOf(file))).map((file) => pathIn(serverDir, file));
    expect(opening.filter((path) => !allowed(path))).toEqual([]);
    // the check reads what it should: the allowed places do open them
    expect(opening).toEqual(expect.arrayContaining(["core/transaction.ts", "modules/users/signIn.ts"]));
  });

  it("runs services in a transaction only from the resolver layer (schema files)", () => {
    const offenders = files.filter((file) => !isSchemaFile(file) && IN_TRANSACTION.test(codeOf(file))).map(moduleName);
    expect(offenders).toEqual([]);
    // the check reads what it should: the resolvers do call it
    expect(files.filter((file) => IN_TRANSACTION.test(codeOf(file))).length).toBeGreaterThan(5);
  });
});
