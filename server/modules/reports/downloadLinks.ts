// Short-lived download links: a download query answers `/downloads/{token}`, where the token carries what to build
// (the report, its filters, the format), for whom (tenant, user) and until when, signed with HMAC-SHA256 under the
// server's key (SECRETS_KEY, else a key kept in DATA_DIR/secrets). A browser follows the link without our headers;
// the server checks the signature and the expiry, then the user's current permissions, and streams the file.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { resolve } from "node:path";
import type { Config } from "../../config";
import { keptKey } from "../../core/keptKey";
import type { JsonObject } from "../../core/json";
import type { DownloadReportName } from "./downloadReports";

const DOWNLOAD_LINK_SECONDS = 5 * 60;
export const DOWNLOAD_FORMATS = ["XLSX", "CSV"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export interface DownloadClaim {
  report: DownloadReportName;
  format: DownloadFormat;
  tenantId: string;
  userId: string;
  /** The session that asked for the link: the link ends with it. */
  sessionId: string;
  filters: JsonObject;
  /** Names the download's progress (downloadProgress.ts). */
  downloadId: string;
  /** Unix seconds. */
  exp: number;
}

const keys = new WeakMap<Config, Buffer>();

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = config.secretsKey ? createHash("sha256").update(`downloads:${config.secretsKey}`).digest() : keptKey(resolve(config.dataDir, "secrets", "downloads.key"), "SECRETS_KEY");
    keys.set(config, key);
  }
  return key;
}

const sign = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export function downloadToken(config: Config, claim: Omit<DownloadClaim, "exp">, nowMs = Date.now()): { token: string; expiresAt: Date } {
  const exp = Math.floor(nowMs / 1000) + DOWNLOAD_LINK_SECONDS;
  const body = Buffer.from(JSON.stringify({ ...claim, exp })).toString("base64url");
  return { token: `${body}.${sign(keyOf(config), body)}`, expiresAt: new Date(exp * 1000) };
}

/** The claim of a valid, unexpired token; null otherwise. */
export function readDownloadToken(config: Config, token: string, nowMs = Date.now()): DownloadClaim | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || body.length > 8000) return null;
  const expected = Buffer.from(sign(keyOf(config), body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as DownloadClaim;
    return typeof claim.exp === "number" && claim.exp * 1000 > nowMs && typeof claim.sessionId === "string" ? claim : null;
  } catch {
    return null;
  }
}
