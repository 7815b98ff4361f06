// Session tokens: 32 random bytes (base64url) handed to the client; only their sha256 is stored.
import { createHash, randomBytes } from "node:crypto";

export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function sessionExpiry(ttlDays: number, from = new Date()): Date {
  return new Date(from.getTime() + ttlDays * 24 * 60 * 60 * 1000);
}
