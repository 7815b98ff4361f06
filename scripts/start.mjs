// npm start: build the web app when needed, then run the server, forwarding signals and its exit code.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join } from "node:path";
import { ensureWebBuild, rootDir } from "./webBuild.mjs";

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const tsx = join(rootDir, "node_modules", "tsx", "dist", "cli.mjs");
const server = spawn(process.execPath, [tsx, join(rootDir, "server", "main.ts")], { cwd: rootDir, stdio: "inherit" });

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}

server.on("exit", (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
