import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILDER_NOW, at } from '../testing/builders.ts';
import { DATE_PRESETS, PRESET_TIME_ZONE, presetRange, type DatePreset } from './date-presets.ts';
import { calendarDateIn, startOfDayIn } from '../../shared/zoned-calendar.ts';

const iso = (preset: DatePreset, now = BUILDER_NOW) => {
  const range = presetRange(preset, now);
  return [range.from.toISOString(), range.to.toISOString()];
};
const NOW = BUILDER_NOW.toISOString(); // Wednesday 2026-02-04 11:00 in Stockholm

describe('date presets, [from, to) in UTC', () => {
  it.each([
    ['LAST_30_DAYS', '2026-01-05T10:00:00.000Z', NOW],
    ['LAST_90_DAYS', '2025-11-06T10:00:00.000Z', NOW],
    ['LAST_180_DAYS', '2025-08-08T10:00:00.000Z', NOW],
    ['LAST_365_DAYS', '2025-02-04T10:00:00.000Z', NOW],
    ['LAST_TWO_WEEKS', '2026-01-18T23:00:00.000Z', '2026-02-01T23:00:00.000Z'],
    ['LAST_WEEK', '2026-01-25T23:00:00.000Z', '2026-02-01T23:00:00.000Z'],
    ['LAST_MONTH', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    ['LAST_QUARTER', '2025-09-30T22:00:00.000Z', '2025-12-31T23:00:00.000Z'],
    ['LAST_YEAR', '2024-12-31T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
    ['THIS_WEEK', '2026-02-01T23:00:00.000Z', NOW],
    ['THIS_MONTH', '2026-01-31T23:00:00.000Z', NOW],
    ['THIS_QUARTER', '2025-12-31T23:00:00.000Z', NOW],
    ['THIS_YEAR', '2025-12-31T23:00:00.000Z', NOW],
  ] as const)('%s runs from %s to %s', (preset, from, to) => {
    expect(iso(preset)).toEqual([from, to]);
  });

  it('uses the Stockholm month: 00:30 on 1 February local is still 31 January in UTC', () => {
    const now = at('2026-01-31T23:30:00.000Z');
    expect(iso('THIS_MONTH', now)).toEqual(['2026-01-31T23:00:00.000Z', now.toISOString()]);
    expect(iso('LAST_MONTH', now)).toEqual(['2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z']);
    expect(iso('THIS_MONTH', at('2026-01-31T22:59:59.999Z'))[0]).toBe('2025-12-31T23:00:00.000Z');
  });

  it('follows daylight saving: the week the clocks go forward is an hour short', () => {
    const now = at('2026-04-02T10:00:00.000Z');
    expect(iso('THIS_MONTH', now)[0]).toBe('2026-03-31T22:00:00.000Z');
    expect(iso('LAST_MONTH', now)).toEqual(['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z']);
    expect(iso('LAST_WEEK', now)).toEqual(['2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
  });

  it('always gives from < to <= now, calendar presets starting at a Stockholm midnight', () => {
    fc.assert(
      fc.property(fc.date({ min: at('2000-01-01T00:00:00.000Z'), max: at('2100-01-01T00:00:00.000Z'), noInvalidDate: true }), (now) => {
        for (const preset of DATE_PRESETS) {
          const { from, to } = presetRange(preset, now);
          expect(from.getTime()).toBeLessThan(to.getTime());
          expect(to.getTime()).toBeLessThanOrEqual(now.getTime());
          if (!preset.endsWith('_DAYS')) expect(startOfDayIn(calendarDateIn(from, PRESET_TIME_ZONE), PRESET_TIME_ZONE)).toEqual(from);
        }
      }),
      { numRuns: 200 },
    );
  });
});
