import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { createEmbargo, EMBARGO_MIN_BEFORE_END_MS } from './embargo.ts';

const embargoAt = new Date('2025-04-01T10:00:00.000Z');
const utcInput = { date: '2025-04-01', time: '10:00', timezone: 'UTC' };
const fixed = (endDate: Date | null) => ({ deliveryType: 'dateRange' as const, endDate });

describe('createEmbargo', () => {
  it('is 12 hours by the spec', () => {
    expect(EMBARGO_MIN_BEFORE_END_MS).toBe(12 * HOUR_MS);
  });

  it('accepts an embargo exactly 12 hours before the end date', () => {
    const result = createEmbargo(utcInput, fixed(addMs(embargoAt, 12 * HOUR_MS)));
    expect(result).toEqual({ ok: true, value: { ...utcInput, at: embargoAt } });
  });

  it('refuses an embargo 12 hours minus 1 ms before the end date', () => {
    const result = createEmbargo(utcInput, fixed(addMs(embargoAt, 12 * HOUR_MS - 1)));
    expect(!result.ok && result.error).toMatchObject({
      code: 'QUEST.EMBARGO_TOO_LATE',
      field: 'embargo.date',
      message: 'The embargo must be at least 12 hours before the end date.',
    });
  });

  it.each(['specificDate', 'dateRange'] as const)('is allowed for %s delivery', (deliveryType) => {
    expect(createEmbargo(utcInput, { deliveryType, endDate: addMs(embargoAt, 48 * HOUR_MS) }).ok).toBe(true);
  });

  it('is refused for open delivery', () => {
    const result = createEmbargo(utcInput, { deliveryType: 'open', endDate: addMs(embargoAt, 48 * HOUR_MS) });
    expect(!result.ok && result.error.code).toBe('QUEST.EMBARGO_NOT_ALLOWED');
  });

  it('needs an end date', () => {
    const result = createEmbargo(utcInput, fixed(null));
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.EMBARGO_NEEDS_END_DATE', field: 'endDate' });
  });

  it.each([
    ['no date', { date: '  ' }, 'QUEST.EMBARGO_DATE_REQUIRED', 'embargo.date'],
    ['an impossible date', { date: '2025-02-30' }, 'QUEST.INVALID_EMBARGO', 'embargo.date'],
    ['a badly written date', { date: '1/4/2025' }, 'QUEST.INVALID_EMBARGO', 'embargo.date'],
    ['no timezone', { timezone: '' }, 'QUEST.EMBARGO_TIMEZONE_REQUIRED', 'embargo.timezone'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'QUEST.INVALID_EMBARGO', 'embargo.timezone'],
    ['hour 24', { time: '24:00' }, 'QUEST.INVALID_EMBARGO', 'embargo.time'],
    ['minute 60', { time: '10:60' }, 'QUEST.INVALID_EMBARGO', 'embargo.time'],
  ])('refuses %s', (_name, change, code, field) => {
    const result = createEmbargo({ ...utcInput, ...change }, fixed(new Date('2025-06-01T00:00:00.000Z')));
    expect(!result.ok && result.error).toMatchObject({ code, field });
  });

  it('accepts 23:59 and treats a missing time as midnight', () => {
    const end = new Date('2025-06-01T00:00:00.000Z');
    const late = createEmbargo({ ...utcInput, time: '23:59' }, fixed(end));
    const midnight = createEmbargo({ date: '2025-04-01', timezone: 'UTC' }, fixed(end));
    expect(late.ok && late.value.at).toEqual(new Date('2025-04-01T23:59:00.000Z'));
    expect(midnight.ok && midnight.value).toMatchObject({ time: '00:00', at: new Date('2025-04-01T00:00:00.000Z') });
  });

  it('reads the date and time in the given timezone, across daylight saving time', () => {
    const end = new Date('2025-12-31T00:00:00.000Z');
    const winter = createEmbargo({ date: '2025-03-01', time: '18:00', timezone: 'Europe/Stockholm' }, fixed(end));
    const summer = createEmbargo({ date: '2025-07-01', time: '18:00', timezone: 'Europe/Stockholm' }, fixed(end));
    const newYork = createEmbargo({ date: '2025-07-01', time: '18:00', timezone: 'America/New_York' }, fixed(end));
    expect(winter.ok && winter.value.at).toEqual(new Date('2025-03-01T17:00:00.000Z'));
    expect(summer.ok && summer.value.at).toEqual(new Date('2025-07-01T16:00:00.000Z'));
    expect(newYork.ok && newYork.value.at).toEqual(new Date('2025-07-01T22:00:00.000Z'));
  });

  it('applies the 12 hours to the instant in the timezone, not to the wall clock', () => {
    // 10:00 in Stockholm (summer) is 08:00 UTC: an end at 20:00 UTC is exactly 12 hours later.
    const input = { date: '2025-07-01', time: '10:00', timezone: 'Europe/Stockholm' };
    expect(createEmbargo(input, fixed(new Date('2025-07-01T20:00:00.000Z'))).ok).toBe(true);
    expect(createEmbargo(input, fixed(new Date('2025-07-01T19:59:59.999Z'))).ok).toBe(false);
  });
});
