// One process per embedded database: PGlite files are not safe to share. The lock file holds the owner's pid;
// a lock whose pid is no longer alive (a crash, a kill -9) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Lock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function acquireLock(dataDir: string): Lock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, ".lock");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return { release: () => rmSync(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = readPid(path);
      if (pid !== null && isAlive(pid)) {
        throw new Error(`Another process is using the embedded database in ${dataDir} (pid ${pid}). Stop it or set DATA_DIR.`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
