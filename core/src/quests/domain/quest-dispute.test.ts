import { describe, expect, it } from 'vitest';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { decideRunDispute, disputeOpen, openRunDispute } from './quest-dispute.ts';

const reason = 'The video never showed the game, only a logo.';
const later = addMs(BUILDER_NOW, 30 * HOUR_MS);

describe('quest disputes', () => {
  it('can be opened by either side once paid and before payout, one at a time', () => {
    const unpaid = aQuestRun().acceptedBy().build();
    expect(openRunDispute(unpaid, { party: 'CREATOR', userId: 'u', reason, now: BUILDER_NOW })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.DISPUTE_NOT_ALLOWED' },
    });
    const completed = aQuestRun().paid().submitted().inPayout().completed().build();
    expect(openRunDispute(completed, { party: 'COMPANY', userId: 'u', reason, now: BUILDER_NOW }).ok).toBe(false);

    const review = aQuestRun().paid().submitted().build();
    const opened = openRunDispute(review, { party: 'COMPANY', userId: 'u', reason, now: BUILDER_NOW });
    if (!opened.ok) throw opened.error;
    expect(disputeOpen(opened.value)).toBe(true);
    expect(opened.value.status).toBe('CONTENTREVIEW');
    expect(openRunDispute(opened.value, { party: 'CREATOR', userId: 'v', reason, now: BUILDER_NOW })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.DISPUTE_OPEN' },
    });
  });

  it('released by staff: the run goes to payout, approved, whatever its deadline', () => {
    const production = aQuestRun().paid().build();
    const opened = openRunDispute(production, { party: 'CREATOR', userId: 'u', reason, now: BUILDER_NOW });
    if (!opened.ok) throw opened.error;
    const released = decideRunDispute(opened.value, {
      decision: 'release',
      note: 'Content was delivered by mail.',
      now: addMs(later, 900 * HOUR_MS),
    });
    if (!released.ok) throw released.error;
    expect(released.value).toMatchObject({
      status: 'PAYOUT',
      dueAt: null,
      dispute: { decision: 'release', staffNote: 'Content was delivered by mail.' },
    });
    expect(released.value.approvedAt).not.toBeNull();
    expect(disputeOpen(released.value)).toBe(false);
  });

  it('refunded by staff: the run ends REFUNDED, even from payout', () => {
    const payout = aQuestRun().paid().submitted().inPayout().build();
    const opened = openRunDispute(payout, { party: 'COMPANY', userId: 'u', reason, now: BUILDER_NOW });
    if (!opened.ok) throw opened.error;
    const refunded = decideRunDispute(opened.value, { decision: 'refund', note: 'Nothing was delivered.', now: later });
    expect(refunded).toMatchObject({ ok: true, value: { status: 'REFUNDED', dueAt: null } });
  });

  it('resumed by staff: the step goes on and its deadline moves by the time the dispute took', () => {
    const review = aQuestRun().paid().submitted().build();
    const opened = openRunDispute(review, { party: 'CREATOR', userId: 'u', reason, now: BUILDER_NOW });
    if (!opened.ok) throw opened.error;
    const resumed = decideRunDispute(opened.value, { decision: 'resume', note: 'Please review it.', now: later });
    if (!resumed.ok) throw resumed.error;
    expect(resumed.value.status).toBe('CONTENTREVIEW');
    expect(resumed.value.dueAt?.getTime()).toBe(review.dueAt!.getTime() + 30 * HOUR_MS);
    expect(decideRunDispute(resumed.value, { decision: 'refund', note: 'x', now: later })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.NO_OPEN_DISPUTE' },
    });
  });
});
