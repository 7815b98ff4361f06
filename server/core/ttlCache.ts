// A bounded map whose entries expire: process memory for what may be a few seconds stale. When full, the oldest
// entry makes room (a Map iterates in insertion order).

export interface TtlCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
  delete(key: string): void;
}

export function createTtlCache<Value>(ttlMs: number, maxEntries: number, now: () => number = Date.now): TtlCache<Value> {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
