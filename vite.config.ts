import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { precompressDirectory } from "./scripts/precompress.mjs";

/** Writes .br and .gz copies of the built files for the server to send as they are. */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const copies = await precompressDirectory(outDir);
      this.info(`wrote ${copies} precompressed copies (.br, .gz)`);
    },
  };
}

/**
 * The till's service worker (scripts/tillServiceWorker.js) as dist/sw.js, with the list of every built file to keep
 * and a version that changes with them. Only the till registers it: the sign-in page loads nothing more.
 */
function tillServiceWorker(): Plugin {
  return {
    name: "till-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.startsWith(".vite/"))
        .map((name) => `/${name}`)
        .sort();
      const precache = ["/index.html", ...files.filter((name) => name !== "/index.html")];
      const version = createHash("sha256").update(precache.join("\n")).digest("hex").slice(0, 12);
      const template = readFileSync(resolve(import.meta.dirname, "scripts/tillServiceWorker.js"), "utf8");
      const source = template
        .replace("const PRECACHE = __PRECACHE__;", `const PRECACHE = ${JSON.stringify(precache)};`)
        .replace("const VERSION = __VERSION__;", `const VERSION = ${JSON.stringify(version)};`);
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}

const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Libraries in chunks of their own, cached across releases of our code. antd and Refine only with the modules
 * the first page needs ($initial: reached by static imports from main.tsx); the rest of antd (tables, pickers…)
 * stays with the screens that use it, so the sign-in page does not download it.
 */
const libraryChunks = [
  { name: "react", test: inPackages("react|react-dom|scheduler|react-router"), priority: 30 },
  { name: "refine", test: inPackages("@refinedev|@tanstack"), tags: ["$initial" as const], priority: 20 },
  { name: "antd", test: inPackages("antd|@ant-design|@rc-component|rc-[^\\\\/]+"), tags: ["$initial" as const], priority: 10 },
];

/**
 * Packages with no side effects that do not say so: when nothing uses them they are left out. papaparse serves
 * only Refine's CSV import/export, react-markdown and remark-gfm only @refinedev/antd's MarkdownField; we use neither.
 */
const sideEffectFree = inPackages("papaparse|react-markdown|remark-gfm");

export default defineConfig({
  plugins: [react(), tillServiceWorker(), precompress()],
  resolve: { dedupe: ["react", "react-dom", "react-router", "antd", "@refinedev/core"] },
  server: { port: 5173, proxy: { "/graphql": "http://localhost:4000", "/files": "http://localhost:4000", "/downloads": "http://localhost:4000" } },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // dist/.vite/manifest.json: which chunks each module needs (scripts/measureLoginBundle.mjs); not served.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (sideEffectFree.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: libraryChunks } },
    },
  },
});
