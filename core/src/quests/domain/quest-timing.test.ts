import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, addMs } from '../../shared/time.ts';
import {
  BID_RESPONSE_TIME_MS,
  bidExpiry,
  listingDeadline,
  listingOpensAt,
  paymentDeadline,
  PAYMENT_TIME_MS,
  reminderTimes,
  resubmissionDeadline,
  submissionDeadline,
} from './quest-timing.ts';

const t0 = new Date('2025-05-01T12:00:00.000Z');
const at = (hours: number) => addMs(t0, hours * HOUR_MS);

describe('submissionDeadline', () => {
  it('gives 48 hours for short and stream content and 72 for video on open quests', () => {
    expect(submissionDeadline({ contentType: 'Short', paidAt: t0, window: null })).toEqual(at(48));
    expect(submissionDeadline({ contentType: 'Stream', paidAt: t0, window: null })).toEqual(at(48));
    expect(submissionDeadline({ contentType: 'Video', paidAt: t0, window: null })).toEqual(at(72));
  });

  it('wants fixed-window video 48 hours before the window opens', () => {
    const window = { opensAt: at(200), closesAt: at(300) };
    expect(submissionDeadline({ contentType: 'Video', paidAt: t0, window })).toEqual(at(152));
  });

  it('never gives video less than 72 hours, even when the window opens soon', () => {
    // Window opens at 120 h: the lead would be 72 h exactly; at 119 h it would be 71 h.
    expect(submissionDeadline({ contentType: 'Video', paidAt: t0, window: { opensAt: at(120), closesAt: at(300) } })).toEqual(at(72));
    expect(submissionDeadline({ contentType: 'Video', paidAt: t0, window: { opensAt: at(119), closesAt: at(300) } })).toEqual(at(72));
    expect(submissionDeadline({ contentType: 'Video', paidAt: t0, window: { opensAt: at(121), closesAt: at(300) } })).toEqual(at(73));
  });

  it('wants fixed-window shorts and streams by the window close, at least 48 hours out', () => {
    expect(submissionDeadline({ contentType: 'Stream', paidAt: t0, window: { opensAt: at(10), closesAt: at(100) } })).toEqual(at(100));
    expect(submissionDeadline({ contentType: 'Short', paidAt: t0, window: { opensAt: at(1), closesAt: at(20) } })).toEqual(at(48));
  });
});

describe('resubmissionDeadline', () => {
  it('keeps the original deadline when it leaves the minimum time', () => {
    expect(resubmissionDeadline({ contentType: 'Short', declinedAt: t0, previousDeadline: at(48) })).toEqual(at(48));
  });

  it('gives the minimum time again when the original deadline is closer', () => {
    expect(resubmissionDeadline({ contentType: 'Short', declinedAt: t0, previousDeadline: at(47) })).toEqual(at(48));
    expect(resubmissionDeadline({ contentType: 'Video', declinedAt: t0, previousDeadline: at(10) })).toEqual(at(72));
  });
});

describe('listing an approved video', () => {
  it('gives 24 hours from approval when the window is already open', () => {
    const window = { opensAt: at(-10), closesAt: at(100) };
    expect(listingOpensAt(t0, window)).toEqual(t0);
    expect(listingDeadline(t0, window)).toEqual(at(24));
  });

  it('gives 24 hours from the window opening when approval comes first', () => {
    const window = { opensAt: at(50), closesAt: at(100) };
    expect(listingOpensAt(t0, window)).toEqual(at(50));
    expect(listingDeadline(t0, window)).toEqual(at(74));
  });

  it('gives open quests 10 days from approval to post', () => {
    expect(listingOpensAt(t0, null)).toEqual(t0);
    expect(listingDeadline(t0, null)).toEqual(addMs(t0, 10 * DAY_MS));
  });
});

describe('bid and payment deadlines', () => {
  it('lets a bid wait the response time, but not past the quest end', () => {
    expect(bidExpiry(t0, addMs(t0, BID_RESPONSE_TIME_MS + 1))).toEqual(addMs(t0, BID_RESPONSE_TIME_MS));
    expect(bidExpiry(t0, at(5))).toEqual(at(5));
    // The request SLA: the company's own response deadline replaces the default, longer or shorter.
    expect(bidExpiry(t0, addMs(t0, 60 * DAY_MS), 14)).toEqual(addMs(t0, 14 * DAY_MS));
    expect(bidExpiry(t0, addMs(t0, 60 * DAY_MS), 2)).toEqual(addMs(t0, 2 * DAY_MS));
    expect(bidExpiry(t0, addMs(t0, DAY_MS), 14)).toEqual(addMs(t0, DAY_MS));
  });

  it('gives the company the payment time after acceptance', () => {
    expect(paymentDeadline(t0)).toEqual(addMs(t0, PAYMENT_TIME_MS));
  });
});

describe('reminderTimes', () => {
  const deadline = at(100);

  it('reminds 72 and 24 hours before the deadline', () => {
    expect(reminderTimes(deadline, t0)).toEqual([at(28), at(76)]);
  });

  it('keeps a reminder due exactly now and drops one 1 ms past', () => {
    expect(reminderTimes(deadline, at(28))).toEqual([at(28), at(76)]);
    expect(reminderTimes(deadline, addMs(at(28), 1))).toEqual([at(76)]);
  });

  it('has none left inside the last 24 hours', () => {
    expect(reminderTimes(deadline, addMs(at(76), 1))).toEqual([]);
  });
});
