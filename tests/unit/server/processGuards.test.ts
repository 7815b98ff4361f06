// The server process's last-resort handlers, in a process of its own: a stray rejected promise is logged and
// the process keeps serving; an uncaught exception is logged and the process exits 1 for its supervisor.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const rootDir = fileURLToPath(new URL("../../..", import.meta.url));

const script = `
import { installProcessGuards } from "./server/processGuards.ts";
installProcessGuards();
Promise.reject(new Error("a stray rejection"));
setTimeout(() => {
  console.log("still running");
  throw new Error("an uncaught exception");
}, 200);
`;

describe("process guards", () => {
  it("logs an unhandled rejection and keeps running; logs an uncaught exception and exits 1", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: rootDir, encoding: "utf8", timeout: 30_000 });
    expect(result.stdout).toContain("still running");
    expect(result.stderr).toMatch(/Unhandled promise rejection[^]*a stray rejection/);
    expect(result.stderr).toMatch(/Uncaught exception[^]*an uncaught exception/);
    expect(result.status).toBe(1);
  }, 30_000);
});
