// POST /files?for=<purpose>: the body is the image itself. The caller must be allowed to create or edit what the
// image is for (UPLOAD_PURPOSES), the image must be what it claims, and the tenant's quota must hold it.
// Answers 201 { url: a signed URL to show it now, path: what a record stores }.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isUploadPurpose, quotaFullMessage, unknownPurposeMessage, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_PURPOSES, UPLOAD_TYPES, uploadForbiddenMessage, type UploadType } from "../../../common/files/uploads";
import { hasPermission } from "../../../common/permissions/match";
import type { RequestContext } from "../../core/context";
import type { UploadQuota } from "./quota";
import { answer, queryOf } from "./responses";
import { signFilePath } from "./signedUrls";
import type { FileStorage } from "./storage";

export interface UploadDeps {
  storage: FileStorage;
  quota: UploadQuota;
  fileUrlKey: Buffer;
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
function matchesType(bytes: Buffer, type: UploadType): boolean {
  if (type === "image/png") return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === "image/jpeg") return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";
}

const isUploadType = (value: string): value is UploadType => (UPLOAD_TYPES as readonly string[]).includes(value);

/** Refuses (and drains) the request before its body is read. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  req.resume();
  answer(res, status, { message });
}

export async function handleUpload(deps: UploadDeps, ctx: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const auth = ctx.auth;
  if (!auth) return refuse(req, res, 401, ctx.authError?.message ?? UPLOAD_MESSAGES.unauthenticated);
  const purpose = queryOf(req).get("for");
  if (!isUploadPurpose(purpose)) return refuse(req, res, 400, unknownPurposeMessage());
  if (!UPLOAD_PURPOSES[purpose].permissions.some((permission) => hasPermission(auth.permissionStrings, permission))) {
    return refuse(req, res, 403, uploadForbiddenMessage(purpose));
  }
  const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (!isUploadType(contentType)) return refuse(req, res, 415, UPLOAD_MESSAGES.type);
  if (Number(req.headers["content-length"] ?? "0") > UPLOAD_MAX_BYTES) return refuse(req, res, 413, UPLOAD_MESSAGES.tooLarge);

  const bytes = await readBody(req, UPLOAD_MAX_BYTES);
  if (bytes === null) return answer(res, 413, { message: UPLOAD_MESSAGES.tooLarge });
  if (bytes.length === 0) return answer(res, 400, { message: UPLOAD_MESSAGES.empty });
  if (!matchesType(bytes, contentType)) return answer(res, 415, { message: UPLOAD_MESSAGES.mismatch });

  const tenantId = auth.tenant.id;
  const stored = await deps.quota.storeWithin(tenantId, bytes.length, () => deps.storage.put(tenantId, bytes, contentType));
  if (!stored) return answer(res, 413, { message: quotaFullMessage(deps.quota.quotaBytes) });
  return answer(res, 201, { url: signFilePath(deps.fileUrlKey, stored.path), path: stored.path });
}
