// The signed-in user's state (role permissions, allowed locations) for a few seconds per session, so that a busy
// till does not reload it on every request. The session row itself is still read on every request, with the
// user's state version (users.updated_at, touched by every change of their role, its permissions or their
// locations): sign-out, expiry and such changes take effect on the next request; other changes (a location
// renamed or closed) within STATE_TTL_MS.
import type { SessionState } from "../../core/auth";

export const STATE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  state: SessionState;
  version: string;
  expiresAt: number;
}

export interface SessionStateCache {
  get(sessionId: string, version: string): SessionState | undefined;
  set(sessionId: string, version: string, state: SessionState): void;
  delete(sessionId: string): void;
}

export function createSessionStateCache(ttlMs = STATE_TTL_MS, now: () => number = Date.now): SessionStateCache {
  const entries = new Map<string, Entry>();
  return {
    get(sessionId, version) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now() || entry.version !== version) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.state;
    },
    set(sessionId, version, state) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { state, version, expiresAt: now() + ttlMs });
    },
    delete(sessionId) {
      entries.delete(sessionId);
    },
  };
}
