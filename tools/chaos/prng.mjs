// The chaos run's randomness, all of it derived from one seed so a failing run can be replayed
// with `--seed`. mulberry32 streams; `stream(seed, name)` gives independent streams (the plan of
// chef actions, the proxy's faults) so a change in one does not shift the other.

/** A 32-bit FNV-1a hash of a text: names a stream, or picks a fault per request. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1) from a 32-bit state. */
export function mulberry32(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A named, seeded stream with the helpers the run uses. */
export function stream(seed, name) {
  const next = mulberry32(hash32(`${seed}:${name}`));
  const api = {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    /** One key of `weights` ({ key: weight }), proportional to its weight. */
    weighted: (weights) => {
      const entries = Object.entries(weights).filter(([, w]) => w > 0);
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries.at(-1)?.[0];
    },
  };
  return api;
}

/** A float in [0, 1) fixed by the seed and a text (the same request gets the same roll). */
export const rollFor = (seed, text) => mulberry32(hash32(`${seed}:${text}`))();
