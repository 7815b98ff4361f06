// Uploaded files: the signing key kept once in DATA_DIR with mode 0600, and the signed URLs' expiry (the quota:
// tests/unit/db/uploadQuota.db.test.ts).
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileUrlKey, signFilePath, signedUrlExpiry, verifiedExpiry } from "../../../server/modules/files/signedUrls";

const tenantId = "00000000-0000-4000-8000-000000000001";
const folders: string[] = [];
const freshFolder = async () => {
  const folder = await mkdtemp(join(tmpdir(), "pharmacy-files-"));
  folders.push(folder);
  return folder;
};

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe("signed URLs", () => {
  it("keeps a random key in DATA_DIR/secrets/file-url.key, readable by the owner only", async () => {
    const dataDir = await freshFolder();
    const key = fileUrlKey({ dataDir });
    const file = join(dataDir, "secrets", "file-url.key");
    expect(await readFile(file, "utf8")).toBe(key.toString("utf8"));
    expect(key.length).toBe(64);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(fileUrlKey({ dataDir })).toEqual(key);
    expect(fileUrlKey({ dataDir, fileUrlSecret: "x".repeat(40) }).toString()).toBe("x".repeat(40));
  });

  it("expire on a whole hour 12 to 13 hours ahead, and verify only for their own path and key", () => {
    const now = Date.UTC(2030, 0, 1, 8, 20);
    const exp = signedUrlExpiry(now);
    expect(exp % 3600).toBe(0);
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(12 * 3600 * 1000);
    expect(exp * 1000 - now).toBeLessThan(13 * 3600 * 1000);
    const key = Buffer.from("k".repeat(32));
    const path = `/files/${tenantId}/00000000-0000-4000-8000-000000000002.png`;
    const query = new URL(signFilePath(key, path, now), "http://x").searchParams;
    expect(verifiedExpiry(key, path, query, now)).toBe(exp);
    expect(verifiedExpiry(key, path, query, exp * 1000)).toBeNull();
    expect(verifiedExpiry(Buffer.from("j".repeat(32)), path, query, now)).toBeNull();
    expect(verifiedExpiry(key, path.replace("2.png", "3.png"), query, now)).toBeNull();
  });
});
