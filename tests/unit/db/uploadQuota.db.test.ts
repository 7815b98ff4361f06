// The upload quota on a real database (PostgreSQL with TEST_DATABASE_URL, else PGlite): usage measured from the
// storage (so a deleted file frees its space), and two uploads racing at the quota's edge, one refused. (Across
// server processes: tests/api/multiProcess.test.ts.)
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../../server/db/schema";
import { createUploadQuota } from "../../../server/modules/files/quota";
import { createLocalFileStorage } from "../../../server/modules/files/storage";
import { openTestDatabase, type OpenTestDatabase } from "./openTestDatabase";

let database: OpenTestDatabase;
let tenantId: string;
let otherTenantId: string;
const folders: string[] = [];
const freshFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), "pharmacy-files-"));
  folders.push(folder);
  return folder;
};
const png = (size: number) => Buffer.alloc(size);

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(tenants)
    .values([
      { accountId: "quota-a", name: "Quota A" },
      { accountId: "quota-b", name: "Quota B" },
    ])
    .returning({ id: tenants.id });
  [tenantId, otherTenantId] = rows.map((row) => row.id);
}, 60_000);
afterAll(async () => {
  await database?.dispose();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("upload quota", () => {
  it("counts the tenant folder's bytes, and a deleted file frees its space", async () => {
    const root = await freshFolder();
    const storage = createLocalFileStorage(root);
    // measured again on every upload
    const quota = createUploadQuota(database.db, storage, 1000, 0);
    const { path } = await storage.put(tenantId, png(600), "image/png");
    expect(await storage.usage(tenantId)).toBe(600);
    const put = () => storage.put(tenantId, png(600), "image/png");
    expect(await quota.storeWithin(tenantId, 600, put)).toBeNull();
    await unlink(join(root, path.replace(/^\/files\//, "")));
    expect(await quota.storeWithin(tenantId, 600, put)).toMatchObject({ path: expect.stringMatching(/^\/files\//) });
    expect(await storage.usage(tenantId)).toBe(600);
  });

  it("lets one of two racing uploads pass the quota's edge, and counts a stored upload before measuring again", async () => {
    const storage = createLocalFileStorage(await freshFolder());
    const quota = createUploadQuota(database.db, storage, 1000, 3600);
    const put = () => storage.put(otherTenantId, png(600), "image/png");
    const answers = await Promise.all([quota.storeWithin(otherTenantId, 600, put), quota.storeWithin(otherTenantId, 600, put)]);
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    expect(await storage.usage(otherTenantId)).toBe(600);
    expect(await quota.storeWithin(otherTenantId, 400, () => storage.put(otherTenantId, png(400), "image/png"))).not.toBeNull();
    expect(await quota.storeWithin(otherTenantId, 1, () => storage.put(otherTenantId, png(1), "image/png"))).toBeNull();
  });
});
