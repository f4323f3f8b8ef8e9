import { describe, expect, it } from 'vitest';
import type { QuestDeal } from '../quests/index.ts';
import { missionRunsByNextAction, questsByNextAction } from './creator-home-lists.ts';

const deal = (id: string, partyToAct: 'CREATOR' | 'COMPANY' | null, dueAt: string | null) =>
  ({ id, partyToAct, dueAt }) as unknown as QuestDeal;

describe('the creator home lists, what needs doing first', () => {
  it('puts Quest deals waiting on the creator first, each group by nearest due time, no due time last', () => {
    const sorted = questsByNextAction([
      deal('company-soon', 'COMPANY', '2030-01-01T10:00:00Z'),
      deal('mine-later', 'CREATOR', '2030-01-05T10:00:00Z'),
      deal('mine-undated', 'CREATOR', null),
      deal('mine-soon', 'CREATOR', '2030-01-02T10:00:00Z'),
    ]);
    expect(sorted.map((d) => d.id)).toEqual(['mine-soon', 'mine-later', 'mine-undated', 'company-soon']);
  });

  it('puts rewards to claim, then unfinished runs, before runs awaiting approval and finished ones', () => {
    const run = (id: string, state: string, joinedAt = '2030-01-01T10:00:00Z') => ({ id, state, joinedAt });
    const sorted = missionRunsByNextAction([
      run('completed', 'completed'),
      run('review', 'review'),
      run('active-old', 'active', '2030-01-01T10:00:00Z'),
      run('reward', 'claimReward'),
      run('active-new', 'active', '2030-02-01T10:00:00Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['reward', 'active-new', 'active-old', 'review', 'completed']);
  });
});
