// POST /files (upload: the body is the image itself) and GET /files/<tenantId>/<name> (serve it back).
// Uploads need a session, resolved exactly as for /graphql; the names are random uuids, so serving needs none.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddressOf } from "../../graphql/clientAddress";
import { createRequestContext, type RequestDeps } from "../../graphql/context";
import { IMAGE_TYPES, type FileStorage, type ImageType } from "./storage";

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  unauthenticated: "Please sign in.",
  type: "Only PNG, JPEG or WebP images can be uploaded.",
  tooLarge: "The file is larger than 2 MB.",
  empty: "The file is empty.",
  mismatch: "The file is not the image type it claims to be.",
};

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function headerSource(req: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    },
  };
}

/** The body, or null when it grows past the limit (the rest is drained, not kept). */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) tooLarge = true;
    if (!tooLarge) chunks.push(chunk);
  }
  return tooLarge ? null : Buffer.concat(chunks);
}

/** The bytes start the way the declared type's files do (so a page cannot be served as an "image"). */
function matchesType(bytes: Buffer, type: ImageType): boolean {
  if (type === "image/png") return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === "image/jpeg") return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";
}

function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

export function createFilesHandler(deps: RequestDeps & { storage: FileStorage }) {
  async function upload(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const headers = headerSource(req);
    const ctx = await createRequestContext(deps, { headers, clientAddress: clientAddressOf(req, headers, deps.config.trustProxy) });
    if (!ctx.auth) {
      req.resume();
      return answer(res, 401, { message: ctx.authError?.message ?? UPLOAD_MESSAGES.unauthenticated });
    }
    const contentType = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!isImageType(contentType)) {
      req.resume();
      return answer(res, 415, { message: UPLOAD_MESSAGES.type });
    }
    const declared = Number(headers.get("content-length") ?? "0");
    if (declared > UPLOAD_LIMIT_BYTES) {
      req.resume();
      return answer(res, 413, { message: UPLOAD_MESSAGES.tooLarge });
    }
    const bytes = await readBody(req, UPLOAD_LIMIT_BYTES);
    if (bytes === null) return answer(res, 413, { message: UPLOAD_MESSAGES.tooLarge });
    if (bytes.length === 0) return answer(res, 400, { message: UPLOAD_MESSAGES.empty });
    if (!matchesType(bytes, contentType)) return answer(res, 415, { message: UPLOAD_MESSAGES.mismatch });
    const { url } = await deps.storage.put(ctx.auth.tenant.id, bytes, contentType);
    return answer(res, 201, { url });
  }

  async function serve(res: ServerResponse, pathname: string, headOnly: boolean): Promise<void> {
    const file = await deps.storage.get(pathname);
    if (!file) return answer(res, 404, { message: "File not found." });
    res.writeHead(200, {
      "content-type": file.contentType,
      "content-length": file.bytes.length,
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    res.end(headOnly ? undefined : file.bytes);
  }

  return async function handleFiles(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (req.method === "POST" && pathname === "/files") return upload(req, res);
    if (req.method === "GET" || req.method === "HEAD") return serve(res, pathname, req.method === "HEAD");
    req.resume();
    return answer(res, 405, { message: "Method not allowed." });
  };
}
