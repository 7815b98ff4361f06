import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { LastFilesSequencer } from "./tests/support/lastFilesSequencer";

// react-router ships CJS and ESM builds; Refine's router bindings and our code must share one copy,
// otherwise "useLocation() may be used only in the context of a <Router>" (notes/refine-v5.md).
const reactRouterEsm = fileURLToPath(new URL("./node_modules/react-router/dist/development/index.mjs", import.meta.url));
// graphql has no "exports" map: Node (and so graphql-yoga and Pothos, loaded natively) takes its CJS "main", while
// Vite prefers its "module" field. Two copies of GraphQLError make every intended error look unexpected (masked).
const graphqlCjs = fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterEsm },
      { find: /^graphql$/, replacement: graphqlCjs },
    ],
    dedupe: ["react", "react-dom", "react-router", "antd", "@refinedev/core"],
  },
  test: {
    // `*.last.test.ts` after every other file (the API tests' check of what they all left in the database)
    sequence: { sequencer: LastFilesSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          exclude: ["tests/unit/**/*.db.test.ts"],
          setupFiles: ["tests/unit/setup.ts"],
          // the fast loop: a test that opens a database belongs to the db project (tests/support/database.ts)
          env: { TEST_DATABASE_FORBIDDEN: "1" },
          // pure functions: the files of a worker share their imports (the server's schema is built once, not per
          // file), which takes about a third off the run
          isolate: false,
          // the checks that read all of src/ or build the schema take a second alone, several beside other suites
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          environment: "node",
          include: ["tests/unit/**/*.db.test.ts"],
          setupFiles: ["tests/unit/setup.ts"],
          // a fixture opens and drops a database of its own: beside the other suites in CI that takes more than
          // the default 10 s (listEngine's closing did)
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/apiServer.ts"],
          // The files share one server (and its per-address sign-in limit): run them one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // a mail or a fiscal number comes from the outbox's worker a moment after the answer: on a loaded
          // machine more than the default second (an invitation's resend failed so in CI)
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "web",
          environment: "jsdom",
          include: ["tests/web/**/*.test.tsx"],
          setupFiles: ["tests/web/setup.ts"],
          server: { deps: { inline: ["@refinedev/react-router"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/e2eServer.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // a screen answers a save after a round trip and a refetch: a loaded machine takes more than the
          // default second (the locators wait up to 15 s too)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
