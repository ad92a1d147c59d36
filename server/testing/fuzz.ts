// A small seeded random source for the fuzz tests (mulberry32): the seed is FUZZ_SEED or the
// time, and is printed, so a failing run can be replayed exactly.
export interface FuzzRandom {
  seed: number;
  /** 0 <= n < max */
  int(max: number): number;
  bool(): boolean;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Uint8Array<ArrayBuffer>;
  /** Random UTF-16 text, with control characters, lone surrogates and markup characters. */
  string(length: number): string;
}

export function fuzzRandom(seed = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31): FuzzRandom {
  console.log(`[fuzz] seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const alphabet = ['a', 'Z', '0', ' ', '"', '\\', '{', '}', '[', ']', '%', '&', '=', '\u0000', '\u001f', '\u202e', '\ud800', 'ė', '😀', '\n'];
  return {
    seed,
    int,
    bool: () => next() < 0.5,
    pick: (items) => items[int(items.length)] as (typeof items)[number],
    bytes: (length) => {
      const bytes = new Uint8Array(new ArrayBuffer(length));
      for (let i = 0; i < length; i++) bytes[i] = int(256);
      return bytes;
    },
    string: (length) => Array.from({ length }, () => alphabet[int(alphabet.length)]).join(''),
  };
}
