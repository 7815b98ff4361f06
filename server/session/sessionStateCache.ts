// The signed-in user's state (role permissions, allowed locations) for a few seconds per session, so that a busy
// till does not reload it on every request. The session row itself is still read on every request, with the
// user's state version (users.updated_at, touched by every change of their role, its permissions or status, their
// locations or a location's status: session/accessVersion.ts): sign-out, expiry and such changes take effect on the
// next request, in every server process; anything else (a change made outside the services) within STATE_TTL_MS
// of the state's loading, however busy the session: an entry's lifetime starts when it is loaded and a hit never
// extends it.
import type { SessionState } from "../core/auth";
import { createTtlCache } from "../core/ttlCache";

export const STATE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface SessionStateCache {
  get(sessionId: string, version: string): SessionState | undefined;
  set(sessionId: string, version: string, state: SessionState): void;
  delete(sessionId: string): void;
}

export function createSessionStateCache(ttlMs = STATE_TTL_MS, now: () => number = Date.now): SessionStateCache {
  const entries = createTtlCache<{ state: SessionState; version: string }>(ttlMs, MAX_ENTRIES, now);
  return {
    get(sessionId, version) {
      const entry = entries.get(sessionId);
      if (entry?.version === version) return entry.state;
      if (entry) entries.delete(sessionId);
      return undefined;
    },
    set: (sessionId, version, state) => entries.set(sessionId, { state, version }),
    delete: (sessionId) => entries.delete(sessionId),
  };
}
