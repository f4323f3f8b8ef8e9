/**
 * The one seedable source behind every builder, so a failing test shows the same data on every run.
 * Each builder file makes its own source: its data then does not shift when another file draws more.
 */

/** The moment builders date their records by default, where a context has no reason to differ. */
export const BUILDER_NOW = new Date('2025-03-10T12:00:00.000Z');

/** mulberry32: small, seedable and good enough for test data; answers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeededSource {
  random: () => number;
  /** A version-4 UUID, so records built with it also fit a PostgreSQL uuid column. */
  seededId: () => string;
  /** Lower-case base-36 letters and digits, `length` long. */
  seededWord: (length?: number) => string;
  /** Lower-case hex digits, `length` long: token hashes and session ids. */
  seededHex: (length: number) => string;
}

/** How to put each source made so far back to its seed. */
const resets = new Set<() => void>();

/**
 * Puts every source back to its seed. The core project runs its files one after another in one
 * worker (isolate: false), where a builder module, and so its source, outlives the file; calling this
 * before each file gives the file the data it gets when it runs alone, in any order.
 */
export function reseedAll(): void {
  for (const reset of resets) reset();
}

export function seededSource(seed: number): SeededSource {
  let next = seededRandom(seed);
  resets.add(() => (next = seededRandom(seed)));
  const random = () => next();
  const hex = (length: number): string => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  return {
    random,
    seededHex: hex,
    seededId: () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    seededWord: (length = 6) =>
      Math.floor(random() * 36 ** length)
        .toString(36)
        .padStart(length, '0'),
  };
}
