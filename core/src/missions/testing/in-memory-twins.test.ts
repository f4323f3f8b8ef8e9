import { describe, expect, it } from 'vitest';
import { InMemoryJobScheduler } from './in-memory-job-scheduler.ts';
import { InMemoryRewardCodes } from './in-memory-reward-codes.ts';

describe('missions in-memory twins', () => {
  it('take codes all or nothing across requests on the same platform', async () => {
    const codes = new InMemoryRewardCodes();
    codes.add('Steam', ['A', 'B', 'C']);
    const base = { companyId: 'company-1', itemId: 'item-1', missionId: 'm', creatorId: 'c' };

    const short = await codes.take([
      { ...base, rewardId: 'r1', platform: 'Steam', count: 2 },
      { ...base, rewardId: 'r2', platform: 'Steam', count: 2 },
    ]);
    const enough = await codes.take([
      { ...base, rewardId: 'r1', platform: 'Steam', count: 2 },
      { ...base, rewardId: 'r2', platform: 'Steam', count: 1 },
    ]);

    expect(short).toEqual({ ok: false, error: { rewardId: 'r2', platform: 'Steam' } });
    expect(enough).toEqual({ ok: true, value: { r1: ['A', 'B'], r2: ['C'] } });
    expect(codes.remaining('GOG')).toBe(0);
  });

  it('replace a job with the same singleton key and cancel it', async () => {
    const jobs = new InMemoryJobScheduler();
    const runAt = new Date('2025-01-01T00:00:00Z');
    await jobs.schedule({ name: 'n', payload: { a: 1 }, runAt, singletonKey: 'k' });
    await jobs.schedule({ name: 'n', payload: { a: 2 }, runAt, singletonKey: 'k' });
    await jobs.schedule({ name: 'other', payload: {}, runAt });

    expect(jobs.jobs.map((j) => j.payload)).toEqual([{ a: 2 }, {}]);
    await jobs.cancel('n', 'k');
    expect(jobs.jobs.map((j) => j.name)).toEqual(['other']);
  });
});
