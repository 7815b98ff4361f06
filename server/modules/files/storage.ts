// Where uploaded files live. The local disk keeps them under <dataDir>/files/<tenantId>/ (one machine, or a
// directory every API process mounts); an S3-compatible object store (objectStorage.ts) serves API processes on
// several machines. Every process must reach the same files: the storage, not a process, holds them.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { UploadType } from "../../../common/files/uploads";
import { UUID_PATTERN_SOURCE } from "../../../common/validation/uuid";

export const IMAGE_EXTENSIONS = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const satisfies Record<UploadType, string>;
export const TYPE_OF_EXTENSION: Readonly<Record<string, UploadType>> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

const UUID = UUID_PATTERN_SOURCE;
/** The only file paths that exist: /files/<tenant uuid>/<file uuid>.<ext>. Anything else (.., %2f…) is refused. */
const FILE_PATH = new RegExp(`^/files/(${UUID})/(${UUID}\\.(?:png|jpg|webp))$`);

export interface FilePath {
  tenantId: string;
  /** <file uuid>.<ext>: safe as a file name anywhere. */
  name: string;
}

/** The tenant and name of one of our file paths, or null for any other text. */
export function parseFilePath(path: string): FilePath | null {
  const match = FILE_PATH.exec(path);
  return match ? { tenantId: match[1], name: match[2] } : null;
}

interface StoredFile {
  bytes: Buffer;
  contentType: UploadType;
  name: string;
}

export interface FileStorage {
  /** Stores the bytes and returns the URL path they are served at. */
  put(tenantId: string, bytes: Buffer, contentType: UploadType): Promise<{ path: string }>;
  /** The file at a path returned by put, or null when there is none (or the path is not one of ours). */
  get(path: string): Promise<StoredFile | null>;
  /** Bytes the tenant's files take now (deleted files no longer count). */
  usage(tenantId: string): Promise<number>;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

export function createLocalFileStorage(root: string): FileStorage {
  const folderOf = (tenantId: string) => {
    if (!new RegExp(`^${UUID}$`).test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
    return join(root, tenantId);
  };
  return {
    async put(tenantId, bytes, contentType) {
      const name = `${randomUUID()}.${IMAGE_EXTENSIONS[contentType]}`;
      const folder = folderOf(tenantId);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: "wx" });
      return { path: `/files/${tenantId}/${name}` };
    },
    async get(path) {
      const parsed = parseFilePath(path);
      if (!parsed) return null;
      try {
        const bytes = await readFile(join(root, parsed.tenantId, parsed.name));
        return { bytes, contentType: TYPE_OF_EXTENSION[parsed.name.split(".")[1]], name: parsed.name };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async usage(tenantId) {
      const folder = folderOf(tenantId);
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      const sizes = await Promise.all(
        entries.filter((entry) => entry.isFile()).map((entry) => stat(join(folder, entry.name)).then((info) => info.size, () => 0)),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}
