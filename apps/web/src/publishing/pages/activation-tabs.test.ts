import { describe, expect, it } from 'vitest';
import { isEndedStatus, splitCounts } from './activation-tabs.ts';

describe('activation counts', () => {
  it('counts ended and past as ended, everything else as active', () => {
    expect(['ended', 'past'].every(isEndedStatus)).toBe(true);
    expect(['active', 'upcoming', 'unpublished', 'closed', 'waitingForReview'].some(isEndedStatus)).toBe(false);
    const list = {
      data: [{ status: 'active' }, { status: 'unpublished' }, { status: 'past' }, { status: 'ended' }, { status: 'upcoming' }],
    };
    expect(splitCounts(list)).toEqual({ active: '3', ended: '2' });
  });

  it('says loading while the list is on the way and dashes when it failed', () => {
    expect(splitCounts({ data: undefined })).toEqual({ active: '…', ended: '…' });
    expect(splitCounts({ data: undefined, error: new Error('down') })).toEqual({ active: '–', ended: '–' });
    expect(splitCounts({ data: [] })).toEqual({ active: '0', ended: '0' });
  });
});
