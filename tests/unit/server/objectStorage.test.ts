// The S3-compatible file storage against a real S3 server speaking the REST API (s3rver, an npm package that
// serves a bucket from a local folder): what one storage object puts, another (another process's) reads; a
// missing file is null; the tenant's usage sums its objects only, across list pages.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilesS3Config } from "../../../server/config";
import { createObjectFileStorage } from "../../../server/modules/files/objectStorage";

const tenantId = "00000000-0000-4000-8000-000000000001";
const otherTenantId = "00000000-0000-4000-8000-000000000002";
let server: S3rver;
let folder: string;
let config: FilesS3Config;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "pharmacy-s3-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: folder, configureBuckets: [{ name: "pharmacy-files", configs: [] }] });
  const { port } = await server.run();
  config = { bucket: "pharmacy-files", endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", prefix: "test/", forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
});

afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("object storage", () => {
  it("reads through one client what another stored, and says null for a missing file", async () => {
    const writer = createObjectFileStorage(config);
    const reader = createObjectFileStorage(config);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { path } = await writer.put(tenantId, bytes, "image/png");
    expect(path).toMatch(new RegExp(`^/files/${tenantId}/[0-9a-f-]{36}\\.png$`));
    const read = await reader.get(path);
    expect(read?.contentType).toBe("image/png");
    expect(read?.bytes.equals(bytes)).toBe(true);
    expect(await reader.get(path.replace(/[0-9a-f]{12}\.png$/, "000000000000.png"))).toBeNull();
    expect(await reader.get("/files/../secrets")).toBeNull();
  });

  it("sums the tenant's objects only", async () => {
    const storage = createObjectFileStorage(config);
    for (const size of [100, 200, 300]) await storage.put(otherTenantId, Buffer.alloc(size), "image/webp");
    await storage.put(tenantId, Buffer.alloc(50), "image/jpeg");
    expect(await storage.usage(otherTenantId)).toBe(600);
    expect(await storage.usage("00000000-0000-4000-8000-000000000003")).toBe(0);
  });
});
