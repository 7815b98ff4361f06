// The history's dice: mulberry32, a small deterministic PRNG, so that every first start makes the same business
// from the same seed. Each tenant draws from its own generator (seeded with its account id), in a fixed order.

export interface Dice {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One of the items, each as likely as its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  pick<T>(items: readonly T[]): T;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export function dice(seed: string): Dice {
  const next = mulberry32(seedOf(seed));
  const self: Dice = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    weighted(items, weightOf) {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weightOf(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1];
    },
    pick: (items) => items[Math.floor(next() * items.length)],
  };
  return self;
}
