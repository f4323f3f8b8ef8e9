import { seededSource } from '@lurkit/core/shared/testing/seeded-random.ts';

/**
 * The demo world's dice: core's seeded source (mulberry32, the one the test builders use) with the few
 * draws a generator needs. No Math.random anywhere in the world, so every fresh database gets the same one.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A version-4 UUID from the same draws, so ids are stable across runs too. */
  uuid(): string;
}

export function seededRandom(seed: number): SeededRandom {
  const { random: next, seededId } = seededSource(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
      return item;
    },
    chance: (probability) => next() < probability,
    uuid: seededId,
  };
}
