// npm start: build the web app when needed, then run the server as one process (`node --import tsx`), relay
// SIGINT, SIGTERM and SIGHUP to it, and exit with its exit code when it stops.
//
// The server runs in a process group of its own, so a terminal's Ctrl-C (sent to the whole foreground group)
// reaches it once, relayed by us, rather than twice (the server takes a second signal as "exit now").
// `npm start` runs this script under `sh -c`, and npm relays SIGTERM to that shell only, which dies without
// passing it on: so we also stop the server when our parent process goes away.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { join, resolve } from "node:path";
import { ensureWebBuild, rootDir } from "./webBuild.mjs";

const PARENT_CHECK_MS = 500;

// The build makes dist/; a STATIC_DIR elsewhere serves what is there (tests use it to skip the build).
const staticDir = process.env.STATIC_DIR?.trim();
if (!staticDir || resolve(rootDir, staticDir) === resolve(rootDir, "dist")) {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", join(rootDir, "server", "main.ts")], {
  cwd: rootDir,
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});

let stopRequested = false;

function stopServer(signal) {
  stopRequested = true;
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
}

// Each signal is relayed: a second Ctrl-C tells the server to exit without waiting for its requests.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => stopServer(signal));
}

// A parent gone after a Ctrl-C (the shell may die of the same SIGINT) is not a second request to stop.
const parentPid = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentPid) return;
  clearInterval(parentWatch);
  if (!stopRequested) stopServer("SIGTERM");
}, PARENT_CHECK_MS);

// Should this script die of an error, the server (in its own group) must not outlive it.
process.on("exit", () => stopServer("SIGTERM"));

server.on("error", (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on("exit", (code, signal) => {
  clearInterval(parentWatch);
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
