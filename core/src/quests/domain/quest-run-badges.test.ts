import { describe, expect, it } from 'vitest';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { QUEST_BADGE_LABELS, QUEST_BADGES } from './quest-badge.ts';
import { giveRunBadge } from './quest-run-badges.ts';

const completed = () => aQuestRun().paid().submitted().inPayout().completed();

describe('giveRunBadge', () => {
  it('has the three badges of the spec', () => {
    expect(QUEST_BADGES.map((b) => QUEST_BADGE_LABELS[b])).toEqual(['Went above and beyond', 'Great partner', 'Superb content']);
  });

  it('gives every badge once on a completed run', () => {
    const run = completed().withBadge('GREAT_PARTNER').withBadge('SUPERB_CONTENT').withBadge('WENT_ABOVE_AND_BEYOND').build();
    expect(run.badges.map((b) => b.badge)).toEqual(['GREAT_PARTNER', 'SUPERB_CONTENT', 'WENT_ABOVE_AND_BEYOND']);
  });

  it('refuses the same badge twice', () => {
    const run = completed().withBadge('GREAT_PARTNER').build();
    const result = giveRunBadge(run, { badge: 'GREAT_PARTNER', now: run.updatedAt });
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.BADGE_ALREADY_GIVEN', field: 'badge' });
  });

  it('refuses badges before completion', () => {
    const run = aQuestRun().paid().submitted().inPayout().build();
    const result = giveRunBadge(run, { badge: 'SUPERB_CONTENT', now: run.updatedAt });
    expect(!result.ok && result.error.code).toBe('QUEST.RUN_NOT_COMPLETED');
  });
});
