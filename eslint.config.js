import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
/** The server's modules: each folder of server/modules, whose index.ts is its public face. */
const serverModules = readdirSync(new URL("./server/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Code that may use a module only through its face: the other modules, the rest of the server and the benchmark. */
const outside = (except) => [`server/modules/!(${except})/**`, "server/!(modules)/**", "server/*.ts", "bench/**"];

/**
 * The server's boundaries (docs/architecture.md): another module, the flows, the GraphQL layer, the seed, main.ts
 * and the bench reach a module only through its index.ts; no module imports a flow; the infrastructure (core, db,
 * session, http, auth, the GraphQL builder) imports no module; and no import goes round in a cycle.
 */
const moduleBoundaries = [
  ...serverModules.map((name) => ({
    target: outside(name),
    from: `server/modules/${name}`,
    except: ["./index.ts"],
    message: `Import the ${name} module through its public face, server/modules/${name}/index.ts.`,
  })),
  { target: ["server/!(flows)/**", "server/*.ts", "bench/**"], from: "server/flows", except: ["./index.ts"], message: "Import the flows through server/flows/index.ts." },
  { target: "server/modules/**", from: "server/flows", message: "A module never imports a flow: the flows call the modules." },
  {
    target: ["server/core/**", "server/db/**", "server/session/**", "server/http/**", "server/auth/**", "server/graphql/!(schema).ts", "server/config.ts"],
    from: ["server/modules", "server/flows"],
    message: "Infrastructure serves the modules and imports none of them.",
  },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "coverage/**", "tmp/**", "server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["server/**/*.ts", "bench/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${rootDir}tsconfig.json` })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: rootDir, zones: moduleBoundaries }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      // packages are leaves: only our own files can close a cycle
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
