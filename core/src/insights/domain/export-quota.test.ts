import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import { BUILDER_NOW, at } from '../testing/builders.ts';
import { checkExport, exportQuota, quotaMonth } from './export-quota.ts';
import { EXPORTS_PER_MONTH, YOUTUBE_EXPORT_MAX_DAYS } from './export-rules.ts';

const from = at('2026-01-01T00:00:00.000Z');
const until = (ms: number) => ({ from, to: new Date(from.getTime() + ms) });
const fresh = exportQuota(0, BUILDER_NOW);

describe('export quota', () => {
  it('is 5 a month and 30 days for YouTube (spec section 9)', () => {
    expect(EXPORTS_PER_MONTH).toBe(5);
    expect(YOUTUBE_EXPORT_MAX_DAYS).toBe(30);
  });

  it('counts the calendar month in Stockholm, switching at local midnight', () => {
    expect(quotaMonth(at('2026-02-28T22:59:59.999Z'))).toEqual({
      from: at('2026-01-31T23:00:00.000Z'),
      to: at('2026-02-28T23:00:00.000Z'),
    });
    expect(quotaMonth(at('2026-02-28T23:00:00.000Z'))).toEqual({
      from: at('2026-02-28T23:00:00.000Z'),
      to: at('2026-03-31T22:00:00.000Z'),
    });
  });

  it('shows the remaining exports, never below zero, and when they reset', () => {
    expect(exportQuota(4, BUILDER_NOW)).toEqual({ limit: 5, used: 4, remaining: 1, resetsAt: at('2026-02-28T23:00:00.000Z') });
    expect(exportQuota(5, BUILDER_NOW).remaining).toBe(0);
    expect(exportQuota(6, BUILDER_NOW).remaining).toBe(0);
  });

  it('allows a YouTube export of exactly 30 days and refuses 30 days and 1 ms', () => {
    expect(checkExport({ platform: 'youtube', range: until(30 * DAY_MS) }, fresh).ok).toBe(true);
    const tooLong = checkExport({ platform: 'youtube', range: until(30 * DAY_MS + 1) }, fresh);
    expect(!tooLong.ok && tooLong.error).toMatchObject({ code: 'INSIGHTS.YOUTUBE_EXPORT_PERIOD_TOO_LONG', field: 'period' });
  });

  it('does not limit the period of other platforms', () => {
    expect(checkExport({ platform: 'twitch', range: until(180 * DAY_MS) }, fresh).ok).toBe(true);
  });

  it('refuses a period that does not end after it starts', () => {
    for (const ms of [0, -1]) {
      const result = checkExport({ platform: 'twitch', range: until(ms) }, fresh);
      expect(!result.ok && result.error.code).toBe('INSIGHTS.INVALID_EXPORT_PERIOD');
    }
  });

  it('allows the fifth export of a month and refuses the sixth', () => {
    expect(checkExport({ platform: 'twitch', range: until(DAY_MS) }, exportQuota(4, BUILDER_NOW)).ok).toBe(true);
    const sixth = checkExport({ platform: 'twitch', range: until(DAY_MS) }, exportQuota(5, BUILDER_NOW));
    expect(!sixth.ok && sixth.error).toMatchObject({ code: 'INSIGHTS.EXPORT_QUOTA_EXHAUSTED', resetsAt: at('2026-02-28T23:00:00.000Z') });
    expect(!sixth.ok && sixth.error.message).toContain('2026-02-28');
  });
});
