import { describe, expect, it } from 'vitest';
import { addMs } from '../../shared/time.ts';
import { CAMPAIGN_STATUSES, campaignStatus, canApply, canContinue, statusLabel, type StatusFacts } from './campaign-status.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const start = addMs(now, 1000);
const end = addMs(now, 10_000);
const facts = (publishState: StatusFacts['publishState'], changes: Partial<StatusFacts> = {}): StatusFacts => ({
  publishState,
  startDate: start,
  endDate: end,
  ...changes,
});

describe('campaign status', () => {
  it('is Draft before publishing and waiting while held for review, whatever the dates', () => {
    expect(campaignStatus(facts('draft', { endDate: addMs(now, -1) }), now)).toBe('unpublished');
    expect(campaignStatus(facts('waitingForReview'), now)).toBe('waitingForReview');
  });

  it('is upcoming until the start, Live from exactly the start, ended from exactly the end', () => {
    expect(campaignStatus(facts('published'), addMs(start, -1))).toBe('upcoming');
    expect(campaignStatus(facts('published'), start)).toBe('active');
    expect(campaignStatus(facts('published'), addMs(end, -1))).toBe('active');
    expect(campaignStatus(facts('published'), end)).toBe('ended');
  });

  it('runs a mission without an end date until it is unpublished', () => {
    expect(campaignStatus(facts('published', { startDate: null, endDate: null }), addMs(end, 1e9))).toBe('active');
    expect(campaignStatus(facts('unpublished', { endDate: null }), addMs(end, 1e9))).toBe('closed');
  });

  it('is closed once unpublished, and past once the end date is behind it too', () => {
    expect(campaignStatus(facts('unpublished'), addMs(end, -1))).toBe('closed');
    expect(campaignStatus(facts('unpublished'), end)).toBe('past');
  });

  it('labels statuses, calling the review hold "waiting for verification" for missions', () => {
    expect(statusLabel('quest', 'active')).toBe('Live');
    expect(statusLabel('keyCampaign', 'unpublished')).toBe('Draft');
    expect(statusLabel('quest', 'waitingForReview')).toBe('Waiting for review');
    expect(statusLabel('mission', 'waitingForReview')).toBe('Waiting for verification');
    expect(CAMPAIGN_STATUSES.map((s) => statusLabel('quest', s)).every((label) => label.length > 0)).toBe(true);
  });

  it('takes new applications only while Live', () => {
    expect(CAMPAIGN_STATUSES.filter(canApply)).toEqual(['active']);
  });

  it('lets enrolled creators continue once the item has been live, also after unpublishing', () => {
    expect(canContinue(now)).toBe(true);
    expect(canContinue(null)).toBe(false);
  });
});
