// Uploaded files in an S3-compatible object store (AWS S3, MinIO, Ceph, Cloudflare R2…), for API processes on
// several machines: every process reads what any of them stored. Objects are keyed <prefix><tenantId>/<name>, the
// same tenant-and-name layout as the local disk, so a folder can be copied across as it is. The store is private:
// files are still served only through /files (the tenant's session or a signed URL), never from the bucket.
import type { S3Client } from "@aws-sdk/client-s3";
import { randomUUID } from "node:crypto";
import type { FilesS3Config } from "../../config";
import type { UploadType } from "../../../common/files/uploads";
import { UUID_PATTERN_SOURCE } from "../../../common/validation/uuid";
import { IMAGE_EXTENSIONS, parseFilePath, TYPE_OF_EXTENSION, type FileStorage } from "./storage";

const TENANT = new RegExp(`^${UUID_PATTERN_SOURCE}$`);

type Sdk = typeof import("@aws-sdk/client-s3");

function isMissing(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function createObjectFileStorage(config: FilesS3Config): FileStorage {
  // the SDK is loaded on first use: a server on the local disk never pays for it
  let connected: Promise<{ sdk: Sdk; s3: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      }),
    })));
  const folderOf = (tenantId: string) => {
    if (!TENANT.test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
    return `${config.prefix}${tenantId}/`;
  };
  return {
    async put(tenantId, bytes, contentType: UploadType) {
      const name = `${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
      const { sdk, s3 } = await connect();
      // a random name never meets an existing key: no overwrite check needed
      await s3.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: `${folderOf(tenantId)}${name}`, Body: bytes, ContentType: contentType }));
      return { path: `/files/${tenantId}/${name}` };
    },
    async get(path) {
      const parsed = parseFilePath(path);
      if (!parsed) return null;
      const { sdk, s3 } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: `${folderOf(parsed.tenantId)}${parsed.name}` }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: TYPE_OF_EXTENSION[parsed.name.split(".")[1]], name: parsed.name };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async usage(tenantId) {
      const { sdk, s3 } = await connect();
      let bytes = 0;
      let token: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: folderOf(tenantId), ContinuationToken: token }));
        for (const object of page.Contents ?? []) bytes += object.Size ?? 0;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return bytes;
    },
  };
}
