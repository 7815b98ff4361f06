// The headers every answer carries (the app, the API, files, errors): a Content-Security-Policy fitted to our SPA,
// framing by our own pages only (the till prints a receipt from a hidden same-origin frame), no referrer, no MIME
// sniffing. Set before any handler runs, so a handler's own headers add to them.
import type { ServerResponse } from "node:http";

/**
 * Scripts only from our own files (Vite emits no inline script); styles also inline, since antd writes its CSS-in-JS
 * into <style> tags; images also as data:/blob: URLs (QR codes, previews of uploads); the API on the same origin.
 * Only the app itself may frame its pages: printOrderReceipt loads the receipt in a hidden frame; other sites may not
 * (no clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** GraphiQL's page (development only: it is off in production) loads its editor and styles from unpkg.com. */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: blob: https://raw.githubusercontent.com",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  // the older header for the same rule as frame-ancestors
  "x-frame-options": "SAMEORIGIN",
};

export function applySecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}
