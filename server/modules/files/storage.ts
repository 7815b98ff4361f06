// Where uploaded files live. The local-disk implementation keeps them under <dataDir>/files/<tenantId>/;
// object storage can implement the same interface later.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const IMAGE_TYPES = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
const TYPE_OF_EXTENSION: Readonly<Record<string, ImageType>> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** The only file paths that exist: /files/<tenant uuid>/<file uuid>.<ext>. Anything else (.., %2f…) is refused. */
const FILE_PATH = new RegExp(`^/files/(${UUID})/(${UUID})\\.(png|jpg|webp)$`);

export interface StoredFile {
  bytes: Buffer;
  contentType: ImageType;
}

export interface FileStorage {
  /** Stores the bytes and returns the URL path they are served at. */
  put(tenantId: string, bytes: Buffer, contentType: ImageType): Promise<{ url: string }>;
  /** The file at a URL path returned by put, or null when there is none (or the path is not one of ours). */
  get(path: string): Promise<StoredFile | null>;
}

export function createLocalFileStorage(root: string): FileStorage {
  return {
    async put(tenantId, bytes, contentType) {
      if (!new RegExp(`^${UUID}$`).test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
      const name = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
      const directory = join(root, tenantId);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, name), bytes, { flag: "wx" });
      return { url: `/files/${tenantId}/${name}` };
    },
    async get(path) {
      const match = FILE_PATH.exec(path);
      if (!match) return null;
      const [, tenantId, fileId, extension] = match;
      try {
        const bytes = await readFile(join(root, tenantId, `${fileId}.${extension}`));
        return { bytes, contentType: TYPE_OF_EXTENSION[extension] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
