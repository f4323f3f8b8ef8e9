import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import { addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { acceptBid, counterBid, declineBid } from './quest-run-bidding.ts';
import { agreedTerms } from './quest-run.entity.ts';
import { BID_RESPONSE_TIME_MS, PAYMENT_TIME_MS } from './quest-timing.ts';

const terms = { amount: centsOf(70_000), contentLengthMinutes: 3 };

describe('opening a run with an offer', () => {
  it('starts in INITIAL_BID with the creator bid, the quest window and a response deadline', () => {
    const quest = aQuest()
      .withEmbargoAt(addMs(BUILDER_NOW, 100 * 3_600_000))
      .build();
    const run = aQuestRun({ quest, terms: { contentType: 'Video' } }).build();
    expect(run).toMatchObject({
      questId: quest.id,
      companyId: quest.companyId,
      status: 'INITIAL_BID',
      deliveryType: 'dateRange',
      contentType: 'Video',
      publishingWindow: { opensAt: quest.embargo?.at, closesAt: quest.endDate },
      bids: [{ by: 'CREATOR', amount: 50_000, placedAt: BUILDER_NOW }],
      dueAt: addMs(BUILDER_NOW, BID_RESPONSE_TIME_MS),
    });
  });
});

describe('counterBid', () => {
  it('lets the company answer the creator, then the creator answer the company', () => {
    const run = aQuestRun().counteredBy('COMPANY', 40_000, 2).counteredBy('CREATOR', 45_000, 2).build();
    expect(run.status).toBe('COUNTER_BID');
    expect(run.bids.map((b) => [b.by, b.amount])).toEqual([
      ['CREATOR', 50_000],
      ['COMPANY', 40_000],
      ['CREATOR', 45_000],
    ]);
  });

  it('restarts the response time from the counter', () => {
    const builder = aQuestRun().counteredBy('COMPANY');
    expect(builder.build().dueAt).toEqual(addMs(builder.now, BID_RESPONSE_TIME_MS));
  });

  it('refuses a counter to your own bid', () => {
    const run = aQuestRun().build();
    const result = counterBid(run, { by: 'CREATOR', terms, message: '', now: BUILDER_NOW });
    expect(!result.ok && result.error.code).toBe('QUEST.NOT_YOUR_TURN');
  });

  it('refuses a counter after acceptance', () => {
    const run = aQuestRun().acceptedBy('COMPANY').build();
    const result = counterBid(run, { by: 'COMPANY', terms, message: '', now: BUILDER_NOW });
    expect(!result.ok && result.error.code).toBe('STATE.TRANSITION_NOT_ALLOWED');
  });
});

describe('acceptBid', () => {
  it('confirms the last bid and gives the company the payment time', () => {
    const builder = aQuestRun().counteredBy('COMPANY', 42_000, 5).acceptedBy('CREATOR');
    const run = builder.build();
    expect(run.status).toBe('PENDING_PAYMENT');
    expect(agreedTerms(run)).toMatchObject({ by: 'COMPANY', amount: 42_000, contentLengthMinutes: 5 });
    expect(run.dueAt).toEqual(addMs(builder.now, PAYMENT_TIME_MS));
  });

  it('refuses the bidder accepting their own bid', () => {
    const run = aQuestRun().counteredBy('COMPANY').build();
    expect(acceptBid(run, { by: 'COMPANY', now: BUILDER_NOW })).toMatchObject({ ok: false, error: { code: 'QUEST.NOT_YOUR_TURN' } });
  });

  it('accepts 1 ms before the bid expires and refuses at the expiry', () => {
    const run = aQuestRun().build();
    const dueAt = run.dueAt ?? BUILDER_NOW;
    expect(acceptBid(run, { by: 'COMPANY', now: addMs(dueAt, -1) }).ok).toBe(true);
    expect(acceptBid(run, { by: 'COMPANY', now: dueAt })).toMatchObject({ ok: false, error: { code: 'QUEST.DEADLINE_PASSED' } });
  });
});

describe('declineBid', () => {
  it('ends the bidding in BID_REJECTED with nothing left to do', () => {
    const run = aQuestRun().declinedBy('COMPANY').build();
    expect(run).toMatchObject({ status: 'BID_REJECTED', dueAt: null, acceptedAt: null });
  });

  it('lets the creator decline a company counter, but not their own bid', () => {
    const countered = aQuestRun().counteredBy('COMPANY').build();
    expect(declineBid(countered, { by: 'CREATOR', now: BUILDER_NOW }).ok).toBe(true);
    expect(declineBid(aQuestRun().build(), { by: 'CREATOR', now: BUILDER_NOW }).ok).toBe(false);
  });
});
