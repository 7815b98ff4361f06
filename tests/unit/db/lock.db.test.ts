// The lock guards the embedded database only, so this file always uses PGlite, whatever TEST_DATABASE_URL says.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../../server/db";

describe("the embedded database's lock file", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "pharmacy-lock-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("warns once, refuses a second open while the first is open, and frees the directory on close", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const first = await openDatabase({ dataDir });
    try {
      expect(warn.mock.calls).toEqual([[`Using the embedded database in ${dataDir}: for a single machine only. Set DATABASE_URL to use PostgreSQL.`]]);
      expect(readFileSync(join(dataDir, ".lock"), "utf8")).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Another process is using the embedded database in ${dataDir} (pid ${process.pid}). Stop it or set DATA_DIR.`,
      );
    } finally {
      await first.close();
      warn.mockRestore();
    }
    expect(existsSync(join(dataDir, ".lock"))).toBe(false);
  }, 120_000);

  it("takes over a lock left by a process that is gone", async () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(join(dataDir, ".lock"), String(gone));
    const handle = await openDatabase({ dataDir });
    try {
      expect(handle.kind).toBe("pglite");
      expect(readFileSync(join(dataDir, ".lock"), "utf8")).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
  }, 60_000);
});
