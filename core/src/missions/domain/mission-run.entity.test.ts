import { describe, expect, it } from 'vitest';
import { aMissionRun, MISSION_NOW } from '../testing/builders.ts';
import { claimKit, customSubmissionCounts, isCustomOnly, moveRun } from './mission-run.entity.ts';

describe('moveRun', () => {
  const later = new Date(MISSION_NOW.getTime() + 1000);

  it('stamps endedAt when the run reaches a final state, not before', () => {
    expect(moveRun(aMissionRun().build(), 'submit', later)).toMatchObject({ ok: true, value: { state: 'review', endedAt: null } });
    expect(moveRun(aMissionRun().inState('review').build(), 'reject', later)).toMatchObject({
      ok: true,
      value: { state: 'declined', endedAt: later },
    });
    expect(moveRun(aMissionRun().inState('claimReward').build(), 'claim', later)).toMatchObject({
      ok: true,
      value: { state: 'completed', endedAt: later },
    });
  });

  it('refuses what the table refuses and leaves the run untouched', () => {
    expect(moveRun(aMissionRun().inState('completed').build(), 'submit', later)).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'completed', event: 'submit' },
    });
  });
});

describe('custom submissions', () => {
  const feed = { kind: 'feed' as const, postId: 'p1', postType: 'STREAM' as const };
  const url = { kind: 'url' as const, url: 'https://clips.example.com/1', criterionId: 'c-url' };
  const message = { kind: 'message' as const, message: 'Done', criterionId: 'c-msg' };
  const plainUrl = { kind: 'url' as const, url: 'https://clips.example.com/2', criterionId: null };

  it('counts URL and message items per custom criterion, ignoring feed and untied items', () => {
    expect(customSubmissionCounts([feed, url, url, message, plainUrl])).toEqual({ 'c-url': 2, 'c-msg': 1 });
  });

  it('is custom-only when every item answers a custom criterion', () => {
    expect(isCustomOnly([url, message])).toBe(true);
    expect(isCustomOnly([url, feed])).toBe(false);
    expect(isCustomOnly([plainUrl])).toBe(false);
    expect(isCustomOnly([])).toBe(false);
  });
});

describe('claimKit', () => {
  const later = new Date(MISSION_NOW.getTime() + 1000);

  it.each(['active', 'review', 'claimReward'] as const)('hands out the kit once while the run is %s', (state) => {
    const claimed = claimKit(aMissionRun().inState(state).build(), later);
    expect(claimed).toMatchObject({ ok: true, value: { kitClaimedAt: later } });
    if (claimed.ok) expect(claimKit(claimed.value, later)).toMatchObject({ ok: false, error: { code: 'MISSION.KIT_ALREADY_CLAIMED' } });
  });

  it.each(['completed', 'declined', 'canceled', 'expired'] as const)('refuses the kit once the run is %s', (state) => {
    expect(claimKit(aMissionRun().inState(state).build(), later)).toMatchObject({ ok: false, error: { code: 'MISSION.RUN_ENDED' } });
  });
});
