import { scaleLinear } from 'd3-scale';

/**
 * A value axis from zero on round steps (1, 2 or 5 times a power of ten), ending at or above the
 * largest value, so a reader can tell what each gridline is worth. Recharts' own ticks may step by
 * 650,000 and hide the ones that would crowd, which reads as an uneven scale.
 */
export function roundTicks(values: readonly number[], options: { count?: number; wholeNumbers?: boolean } = {}): number[] {
  const { count = 5, wholeNumbers = false } = options;
  const finite = values.filter((value) => Number.isFinite(value));
  const max = Math.max(0, ...finite);
  const min = Math.min(0, ...finite);
  if (max === min) return [0, 1];
  const ticks = scaleLinear().domain([min, max]).nice(count).ticks(count);
  // A count of people has no half: its axis keeps the whole steps, which stay evenly spaced.
  return wholeNumbers ? ticks.filter((tick) => Number.isInteger(tick)) : ticks;
}

/** The props that put a Recharts value axis on `roundTicks`, every tick shown. */
export const roundAxis = (ticks: readonly number[]) => ({
  ticks: [...ticks],
  domain: [ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1] as [number, number],
  interval: 0 as const,
});
