import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { CloseStatisticsDay } from './close-statistics-day.ts';

describe('CloseStatisticsDay', () => {
  it('closes yesterday as Stockholm counts days, with the summaries brought to now', async () => {
    const closed: [string, Date][] = [];
    const recorder = { closeDay: async (day: string, now: Date) => void closed.push([day, now]) };
    // 23:30 UTC on 1 March is already 2 March in Stockholm: the day to close is 1 March.
    const clock = new SettableClock(new Date('2026-03-01T23:30:00.000Z'));

    expect(await new CloseStatisticsDay({ recorder, clock }).execute()).toEqual({ day: '2026-03-01' });
    expect(closed).toEqual([['2026-03-01', clock.now()]]);
  });
});
