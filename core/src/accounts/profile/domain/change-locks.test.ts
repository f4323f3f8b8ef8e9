import { describe, expect, it } from 'vitest';
import { addMs } from '../../../shared/time.ts';
import { addCalendarMonths, checkFieldChange } from './change-locks.ts';

const changedAt = new Date('2025-01-15T10:00:00.000Z');

describe('country and language change locks', () => {
  it('locks a country change for a year: free again exactly a year later, not 1 ms before', () => {
    const change = { current: 'SE', next: 'NO', lastChangedAt: changedAt };
    const unlocksAt = new Date('2026-01-15T10:00:00.000Z');
    expect(checkFieldChange('country', change, unlocksAt).ok).toBe(true);
    const locked = checkFieldChange('country', change, addMs(unlocksAt, -1));
    expect(locked).toMatchObject({ ok: false, error: { code: 'PROFILE.COUNTRY_CHANGE_LOCKED', field: 'country', unlocksAt } });
    expect(!locked.ok && locked.error.message).toBe('Your country can be changed once a year. You can change it again from 2026-01-15.');
  });

  it('locks a language change for three months', () => {
    const change = { current: 'en', next: 'sv', lastChangedAt: changedAt };
    const unlocksAt = new Date('2025-04-15T10:00:00.000Z');
    expect(checkFieldChange('language', change, unlocksAt).ok).toBe(true);
    expect(checkFieldChange('language', change, addMs(unlocksAt, -1))).toMatchObject({
      ok: false,
      error: { code: 'PROFILE.LANGUAGE_CHANGE_LOCKED', field: 'language' },
    });
  });

  it('lets the first choice, a never-changed value and the same value through at any time', () => {
    expect(checkFieldChange('country', { current: null, next: 'SE', lastChangedAt: changedAt }, changedAt).ok).toBe(true);
    expect(checkFieldChange('country', { current: 'SE', next: 'NO', lastChangedAt: null }, changedAt).ok).toBe(true);
    expect(checkFieldChange('country', { current: 'SE', next: 'SE', lastChangedAt: changedAt }, changedAt).ok).toBe(true);
  });

  it('adds calendar months, falling back to the last day of a shorter month', () => {
    expect(addCalendarMonths(new Date('2025-11-30T08:00:00Z'), 3)).toEqual(new Date('2026-02-28T08:00:00Z'));
    expect(addCalendarMonths(new Date('2024-02-29T00:00:00Z'), 12)).toEqual(new Date('2025-02-28T00:00:00Z'));
    expect(addCalendarMonths(new Date('2025-01-31T00:00:00Z'), 3)).toEqual(new Date('2025-04-30T00:00:00Z'));
  });
});
