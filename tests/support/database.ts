// A database of its own for each test file: a fresh PostgreSQL database when TEST_DATABASE_URL names a server
// (CI), else an empty temp directory for the embedded PGlite. Either way dataDir is a fresh temp directory.
import { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface TestDatabase {
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(serverUrl: string, dataDir: string): Promise<TestDatabase> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      try {
        // FORCE terminates the connections a test left open (PostgreSQL 13+).
        await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

// PGlite's initdb costs seconds of CPU per database. A cleanly closed, empty cluster (no migrations: those
// still run through openDatabase) is made once per PGlite version and copied into each test's dataDir.
let template: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const manifest = new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url);
  const { version } = JSON.parse(await readFile(manifest, "utf8")) as { version: string };
  const path = join(tmpdir(), `pharmacy-pglite-template-${version}`);
  try {
    await readFile(join(path, "PG_VERSION"));
    return path;
  } catch {
    const building = await mkdtemp(join(tmpdir(), "pharmacy-pglite-building-"));
    const client = await PGlite.create({ dataDir: building });
    await client.close();
    // Several test workers may race: the first rename wins, the others discard their copy.
    await rename(building, path).catch(() => rm(building, { recursive: true, force: true }));
    return path;
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_FORBIDDEN) {
    throw new Error("The unit project runs without a database: name a test that opens one *.db.test.ts (the db project).");
  }
  const dataDir = await mkdtemp(join(tmpdir(), "pharmacy-test-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, dataDir);
  template ??= buildTemplate();
  await cp(await template, join(dataDir, "pgdata"), { recursive: true });
  return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
}
