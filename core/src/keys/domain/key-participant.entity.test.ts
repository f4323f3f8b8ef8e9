import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { aKeyCampaign, aParticipant, BUILDER_NOW } from '../testing/builders.ts';
import { contentDueAt, isWithinContentWindow, KEY_CONTENT_WINDOW_DAYS } from './content-window.ts';
import { claimKeyFor, contentFoundOnChannel, foundContentFor, isContentOverdue, submitContentFor } from './key-participant.entity.ts';
import { KEY_CONTENT_REWARD_COINS, keyContentAward } from './lurkcoins.ts';

describe('the 30-day content window', () => {
  const claimedAt = BUILDER_NOW;
  it('is 30 days to the millisecond', () => {
    expect(KEY_CONTENT_WINDOW_DAYS).toBe(30);
    expect(contentDueAt(claimedAt)).toEqual(addMs(claimedAt, 30 * DAY_MS));
  });
  it('includes the whole of day 30 up to the due instant, and not one millisecond more', () => {
    expect(isWithinContentWindow(claimedAt, addMs(claimedAt, 29 * DAY_MS))).toBe(true);
    expect(isWithinContentWindow(claimedAt, addMs(claimedAt, 30 * DAY_MS))).toBe(true);
    expect(isWithinContentWindow(claimedAt, addMs(claimedAt, 30 * DAY_MS + 1))).toBe(false);
    expect(isWithinContentWindow(claimedAt, addMs(claimedAt, 31 * DAY_MS))).toBe(false);
  });
});

describe('key participant', () => {
  const campaign = aKeyCampaign();
  const accepted = aParticipant(campaign, { state: 'accepted' });

  it('claims a key with its due date, then submits content on time or late', () => {
    const claimed = claimKeyFor(accepted, { platform: 'Steam', code: 'K-1', at: BUILDER_NOW });
    expect(claimed).toMatchObject({
      ok: true,
      value: {
        state: 'claimedKey',
        claim: { platform: 'Steam', code: 'K-1', claimedAt: BUILDER_NOW, contentDueAt: contentDueAt(BUILDER_NOW) },
      },
    });
    if (!claimed.ok) return;
    const due = contentDueAt(BUILDER_NOW);
    expect(submitContentFor(claimed.value, 'https://v.test/1', due)).toMatchObject({
      ok: true,
      value: { state: 'submittedContent', submission: { onTime: true, submittedAt: due } },
    });
    expect(submitContentFor(claimed.value, 'https://v.test/1', addMs(due, 1))).toMatchObject({
      ok: true,
      value: { submission: { onTime: false } },
    });
    expect(isContentOverdue(claimed.value, due)).toBe(false);
    expect(isContentOverdue(claimed.value, addMs(due, 1))).toBe(true);
  });

  it('tells content the sync found on the channel from content the creator submitted', () => {
    const claimed = claimKeyFor(accepted, { platform: 'Steam', code: 'K-1', at: BUILDER_NOW });
    if (!claimed.ok) throw new Error('claim refused');
    const submitted = submitContentFor(claimed.value, 'https://v.test/1', BUILDER_NOW);
    const found = foundContentFor(claimed.value, 'https://www.twitch.tv/videos/1', BUILDER_NOW);
    if (!submitted.ok || !found.ok) throw new Error('content refused');
    expect(contentFoundOnChannel(submitted.value)).toBe(false);
    expect(contentFoundOnChannel(found.value)).toBe(true);
    expect(contentFoundOnChannel(claimed.value)).toBe(false);
  });

  it('refuses a claim before acceptance and content before a claim', () => {
    expect(claimKeyFor({ ...accepted, state: 'pending' }, { platform: 'Steam', code: 'K', at: BUILDER_NOW }).ok).toBe(false);
    expect(submitContentFor(accepted, 'https://v.test/1', BUILDER_NOW).ok).toBe(false);
    expect(isContentOverdue(accepted, addMs(BUILDER_NOW, 90 * DAY_MS))).toBe(false);
  });
});

describe('keyContentAward', () => {
  it('is 100 coins keyed by campaign and creator', () => {
    expect(keyContentAward('cr', 'kc', BUILDER_NOW)).toEqual({
      creatorId: 'cr',
      amount: KEY_CONTENT_REWARD_COINS,
      reason: 'KEY_CONTENT_SUBMITTED',
      sourceId: 'kc',
      key: 'KEY_CONTENT_SUBMITTED:kc:cr',
      awardedAt: BUILDER_NOW,
    });
    expect(KEY_CONTENT_REWARD_COINS).toBe(100);
  });
});
