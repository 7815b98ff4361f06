// Signed, expiring /files URLs: how a browser shows an uploaded image without our x-api-key header (<img>,
// print pages). The database keeps the plain path; GraphQL answers `path?exp=<unix s>&sig=<HMAC-SHA256>` through
// fileUrlForTenant / fileUrlForViewer, and GET /files accepts a signature that matches and has not expired.
//
// The key: FILE_URL_SECRET, else a random key created once in DATA_DIR/secrets/file-url.key (0600). Several API
// processes must share it: give them the same FILE_URL_SECRET (or the same DATA_DIR).
import { createHmac, timingSafeEqual } from "node:crypto";
import { resolve } from "node:path";
import type { Config } from "../../config";
import type { RequestContext } from "../../core/context";
import { keptKey } from "../../core/keptKey";
import { parseFilePath } from "./storage";

/** A signed URL lasts at least this long… */
const SIGNED_URL_LIFETIME_SECONDS = 12 * 60 * 60;
/** …and expires on a whole hour, so that the URL (and the browser's cached image) stays the same for an hour. */
const EXPIRY_STEP_SECONDS = 60 * 60;

type KeyConfig = Pick<Config, "dataDir" | "fileUrlSecret">;

export function fileUrlKey(config: KeyConfig): Buffer {
  if (config.fileUrlSecret) return Buffer.from(config.fileUrlSecret, "utf8");
  return keptKey(resolve(config.dataDir, "secrets", "file-url.key"));
}

const signatureOf = (key: Buffer, path: string, exp: number) => createHmac("sha256", key).update(`${path}?exp=${exp}`).digest("base64url");

/** The expiry a URL signed now carries (unix seconds). */
export function signedUrlExpiry(nowMs = Date.now()): number {
  const earliest = Math.floor(nowMs / 1000) + SIGNED_URL_LIFETIME_SECONDS;
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
}

export function signFilePath(key: Buffer, path: string, nowMs = Date.now()): string {
  const exp = signedUrlExpiry(nowMs);
  return `${path}?exp=${exp}&sig=${signatureOf(key, path, exp)}`;
}

/** The expiry (unix seconds) of a valid, unexpired signature of path; null otherwise. */
export function verifiedExpiry(key: Buffer, path: string, query: URLSearchParams, nowMs = Date.now()): number | null {
  const expText = query.get("exp");
  const sig = query.get("sig");
  if (!expText || !sig || !/^\d{1,12}$/.test(expText)) return null;
  const exp = Number(expText);
  if (exp * 1000 <= nowMs) return null;
  const expected = Buffer.from(signatureOf(key, path, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? exp : null;
}

/**
 * What a GraphQL field answers for a stored file URL shown to users of `tenantId`: its own /files paths signed,
 * another tenant's left plain (unreadable to them), any other URL (https://…, /brand/…) unchanged.
 */
export function fileUrlForTenant(config: KeyConfig, tenantId: string, stored: string): string;
export function fileUrlForTenant(config: KeyConfig, tenantId: string, stored: string | null): string | null;
export function fileUrlForTenant(config: KeyConfig, tenantId: string, stored: string | null): string | null {
  if (stored === null || parseFilePath(stored)?.tenantId !== tenantId) return stored;
  return signFilePath(fileUrlKey(config), stored);
}

/** fileUrlForTenant for the signed-in caller (nothing is signed without a session). */
export function fileUrlForViewer(ctx: RequestContext, stored: string | null): string | null {
  const tenantId = ctx.auth?.tenant.id;
  return tenantId ? fileUrlForTenant(ctx.config, tenantId, stored) : stored;
}

export function fileUrlsForViewer(ctx: RequestContext, stored: readonly string[]): string[] {
  const tenantId = ctx.auth?.tenant.id;
  return tenantId ? stored.map((url) => fileUrlForTenant(ctx.config, tenantId, url)) : [...stored];
}
