import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DAY_MS, addMs } from '../../shared/time.ts';
import { aMission, MISSION_NOW } from '../testing/builders.ts';
import { MISSION_REMINDER_BEFORE_END_MS, acceptsRuns, missionReminderAt } from './mission.entity.ts';
import { missionSchema } from './mission.schema.ts';

describe('acceptsRuns', () => {
  const end = addMs(MISSION_NOW, 10 * DAY_MS);

  it('opens at exactly the start date, not a millisecond before', () => {
    const mission = aMission().withDates(MISSION_NOW, end).build();
    expect(acceptsRuns(mission, MISSION_NOW)).toBe(true);
    expect(acceptsRuns(mission, addMs(MISSION_NOW, -1))).toBe(false);
  });

  it('closes at exactly the end date, open a millisecond before', () => {
    const mission = aMission().withDates(MISSION_NOW, end).build();
    expect(acceptsRuns(mission, addMs(end, -1))).toBe(true);
    expect(acceptsRuns(mission, end)).toBe(false);
  });

  it('stays open without an end date and closed while unpublished', () => {
    expect(acceptsRuns(aMission().withDates(MISSION_NOW, null).build(), addMs(MISSION_NOW, 900 * DAY_MS))).toBe(true);
    expect(acceptsRuns(aMission().unpublished().build(), MISSION_NOW)).toBe(false);
  });
});

describe('missionReminderAt', () => {
  const end = addMs(MISSION_NOW, 10 * DAY_MS);
  const mission = aMission().withDates(MISSION_NOW, end).build();

  it('is five days before the end', () => {
    expect(MISSION_REMINDER_BEFORE_END_MS).toBe(5 * DAY_MS);
    expect(missionReminderAt(mission, MISSION_NOW)).toEqual(addMs(end, -5 * DAY_MS));
  });

  it('is still set a millisecond before that moment and dropped once it has come', () => {
    const at = addMs(end, -5 * DAY_MS);
    expect(missionReminderAt(mission, addMs(at, -1))).toEqual(at);
    expect(missionReminderAt(mission, at)).toBeNull();
  });

  it('is null for a mission without an end date', () => {
    expect(missionReminderAt(aMission().withDates(MISSION_NOW, null).build(), MISSION_NOW)).toBeNull();
  });
});

describe('missionSchema dates', () => {
  const base = {
    name: 'Stream the demo',
    description: 'Two hours.',
    gameIds: ['game-1'],
    startDate: '2025-04-01T10:00:00.000Z',
    automaticReview: false,
    repeatCount: 1,
    criteria: [{ operator: 'AND', criteria: [{ metricType: 'VIDEO_VIEWS', amount: 10 }] }],
    rewards: [{ kind: 'codes', itemId: 'item-1', platforms: ['Steam'], numberOfCodes: 1 }],
  };

  it('parses ISO dates and defaults a missing end date to none', () => {
    const parsed = v.parse(missionSchema, base);
    expect(parsed.startDate).toEqual(new Date('2025-04-01T10:00:00.000Z'));
    expect(parsed.endDate).toBeNull();
  });

  it('needs the end after the start: equal is refused, a millisecond later accepted', () => {
    const same = v.safeParse(missionSchema, { ...base, endDate: base.startDate });
    expect(same.success).toBe(false);
    if (!same.success) expect(v.getDotPath(same.issues[0])).toBe('endDate');
    expect(v.safeParse(missionSchema, { ...base, endDate: '2025-04-01T10:00:00.001Z' }).success).toBe(true);
  });

  it('refuses a start date that is not a date', () => {
    expect(v.safeParse(missionSchema, { ...base, startDate: 'next tuesday' }).success).toBe(false);
  });
});
