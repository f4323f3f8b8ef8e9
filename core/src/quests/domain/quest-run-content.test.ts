import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import {
  AUTO_APPROVAL_COMMENT,
  completeRunPayout,
  confirmRunListed,
  expireRun,
  recordRunPayment,
  reviewRunContent,
  submitRunContent,
} from './quest-run-content.ts';
import { VIDEO_LISTING_TIME_MS } from './quest-timing.ts';

const windowOpens = addMs(BUILDER_NOW, 10 * 24 * HOUR_MS);
const fixedVideoQuest = () => aQuest().withEmbargoAt(windowOpens).build();
const submit = (url: string, videoVisibility: 'public' | 'unlisted' | 'private' | null = null) => ({
  url,
  message: '',
  videoVisibility,
  now: BUILDER_NOW,
});

describe('recordRunPayment', () => {
  it('starts production with the submission deadline counted from the payment', () => {
    const builder = aQuestRun({ terms: { contentType: 'Stream' } }).paid('payment-9');
    expect(builder.build()).toMatchObject({
      status: 'CONTENTPRODUCTION',
      paymentId: 'payment-9',
      paidAt: builder.now,
      dueAt: addMs(builder.now, 48 * HOUR_MS),
      submissionDueAt: addMs(builder.now, 48 * HOUR_MS),
    });
  });

  it('is refused once the payment time has run out', () => {
    const run = aQuestRun().acceptedBy().build();
    const dueAt = run.dueAt ?? BUILDER_NOW;
    expect(recordRunPayment(run, { paymentId: 'p', now: addMs(dueAt, -1) }).ok).toBe(true);
    expect(recordRunPayment(run, { paymentId: 'p', now: dueAt })).toMatchObject({ ok: false, error: { code: 'QUEST.DEADLINE_PASSED' } });
  });
});

describe('submitRunContent', () => {
  const producing = () => aQuestRun().paid().build();

  it('records the submission for review, which the company has 5 days for', () => {
    const run = submitRunContent(producing(), { ...submit('  https://youtube.com/shorts/abc  '), message: 'Here it is' });
    expect(run.ok && run.value).toMatchObject({
      status: 'CONTENTREVIEW',
      dueAt: addMs(BUILDER_NOW, 5 * DAY_MS),
      submissions: [{ url: 'https://youtube.com/shorts/abc', message: 'Here it is', review: null }],
    });
  });

  it.each([
    ['no URL', '  ', 'A URL is required.'],
    ['a link without http', 'youtube.com/watch?v=abc', 'Links must start with http:// or https://.'],
    ['another scheme', 'ftp://youtube.com/abc', 'Links must start with http:// or https://.'],
    ['an unreadable URL', 'https://exa mple.com', 'Please enter a valid URL.'],
  ])('refuses %s', (_name, url, message) => {
    const result = submitRunContent(producing(), submit(url));
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.INVALID_CONTENT_URL', field: 'url', message });
  });

  it('accepts plain http links', () => {
    expect(submitRunContent(producing(), submit('http://twitch.tv/videos/1')).ok).toBe(true);
  });

  it('cannot change content after submission', () => {
    const submitted = aQuestRun().paid().submitted().build();
    expect(submitRunContent(submitted, submit('https://youtu.be/other'))).toMatchObject({
      ok: false,
      error: { code: 'QUEST.CONTENT_ALREADY_SUBMITTED' },
    });
    const approved = aQuestRun().paid().submitted().approved().build();
    expect(submitRunContent(approved, submit('https://youtu.be/other'))).toMatchObject({
      ok: false,
      error: { code: 'QUEST.CONTENT_ALREADY_SUBMITTED' },
    });
  });

  it('allows a resubmission after a decline, keeping the first one', () => {
    const declined = aQuestRun().paid().submitted('https://youtu.be/first').contentDeclined('Too short').build();
    const result = submitRunContent(declined, { ...submit('https://youtu.be/second'), now: declined.updatedAt });
    expect(result.ok && result.value.submissions.map((s) => [s.url, s.review?.decision ?? null])).toEqual([
      ['https://youtu.be/first', 'declined'],
      ['https://youtu.be/second', null],
    ]);
  });

  it('takes only unlisted videos for fixed-window video quests', () => {
    const run = aQuestRun({ quest: fixedVideoQuest(), terms: { contentType: 'Video' } })
      .paid()
      .build();
    for (const visibility of ['public', 'private', null] as const) {
      expect(submitRunContent(run, submit('https://youtu.be/v', visibility))).toMatchObject({
        ok: false,
        error: { code: 'QUEST.VIDEO_MUST_BE_UNLISTED' },
      });
    }
    expect(submitRunContent(run, submit('https://youtu.be/v', 'unlisted')).ok).toBe(true);
  });

  it('takes public videos on open quests', () => {
    const run = aQuestRun({ terms: { contentType: 'Video' } })
      .paid()
      .build();
    expect(submitRunContent(run, submit('https://youtu.be/v', 'public')).ok).toBe(true);
  });

  it('is refused at the submission deadline and accepted 1 ms before', () => {
    const run = producing();
    const dueAt = run.dueAt ?? BUILDER_NOW;
    expect(submitRunContent(run, { ...submit('https://youtu.be/v'), now: addMs(dueAt, -1) }).ok).toBe(true);
    expect(submitRunContent(run, { ...submit('https://youtu.be/v'), now: dueAt })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.DEADLINE_PASSED' },
    });
  });

  it('is refused before payment', () => {
    const run = aQuestRun().acceptedBy().build();
    expect(submitRunContent(run, submit('https://youtu.be/v'))).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED' },
    });
  });
});

describe('reviewRunContent', () => {
  const inReview = (contentType: 'Short' | 'Video' = 'Short', quest = aQuest().build()) =>
    aQuestRun({ quest, terms: { contentType } }).paid().submitted();

  it('needs a comment to decline', () => {
    const run = inReview().build();
    const result = reviewRunContent(run, { decision: 'decline', comment: '   ', now: run.updatedAt });
    expect(!result.ok && result.error).toMatchObject({ code: 'QUEST.REVIEW_COMMENT_REQUIRED', field: 'comment' });
  });

  it('sends a declined submission back to production with the comment and a fresh deadline', () => {
    const builder = inReview().contentDeclined(' Mention the co-op mode ');
    const run = builder.build();
    expect(run.status).toBe('CONTENTPRODUCTION');
    expect(run.submissions[0]?.review).toEqual({ decision: 'declined', comment: 'Mention the co-op mode', reviewedAt: builder.now });
    expect(run.dueAt).toEqual(run.submissionDueAt);
    expect(run.dueAt?.getTime()).toBeGreaterThanOrEqual(addMs(builder.now, 48 * HOUR_MS).getTime());
  });

  it('sends approved shorts and streams of a fixed window straight to payout, comment optional', () => {
    const run = inReview('Short', fixedVideoQuest()).approved().build();
    expect(run).toMatchObject({ status: 'PAYOUT', dueAt: null, submissions: [{ review: { decision: 'approved', comment: '' } }] });
  });

  it.each(['Short', 'Stream', 'Video'] as const)(
    'gives an approved %s of an open quest 10 days to be posted before payout',
    (contentType) => {
      const builder = aQuestRun({ terms: { contentType } }).paid().submitted().approved();
      expect(builder.build()).toMatchObject({
        status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
        approvedAt: builder.now,
        dueAt: addMs(builder.now, 10 * DAY_MS),
      });
    },
  );

  it('sends approved video to the listing check, due 24 hours after the window opens', () => {
    const builder = inReview('Video', fixedVideoQuest()).approved();
    expect(builder.build()).toMatchObject({
      status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
      approvedAt: builder.now,
      dueAt: addMs(windowOpens, VIDEO_LISTING_TIME_MS),
    });
  });
});

describe('confirmRunListed', () => {
  const approvedVideo = () =>
    aQuestRun({ quest: fixedVideoQuest(), terms: { contentType: 'Video' } })
      .paid()
      .submitted()
      .approved()
      .build();

  it('is refused before the publishing window opens and accepted when it opens', () => {
    const run = approvedVideo();
    expect(confirmRunListed(run, { now: addMs(windowOpens, -1) })).toMatchObject({
      ok: false,
      error: { code: 'QUEST.LISTING_WINDOW_NOT_OPEN' },
    });
    expect(confirmRunListed(run, { now: windowOpens })).toMatchObject({
      ok: true,
      value: { status: 'PAYOUT', listedAt: windowOpens, dueAt: null },
    });
  });

  it('is refused once the 24 hours to list have run out', () => {
    const run = approvedVideo();
    expect(confirmRunListed(run, { now: addMs(windowOpens, VIDEO_LISTING_TIME_MS - 1) }).ok).toBe(true);
    expect(confirmRunListed(run, { now: addMs(windowOpens, VIDEO_LISTING_TIME_MS) }).ok).toBe(false);
  });

  it('is refused for a run that is not being verified', () => {
    expect(confirmRunListed(aQuestRun().paid().build(), { now: BUILDER_NOW }).ok).toBe(false);
  });
});

describe('completeRunPayout', () => {
  it('completes a run in payout', () => {
    const run = aQuestRun().paid().submitted().inPayout().build();
    expect(completeRunPayout(run, { payoutId: 'po-1', now: run.updatedAt })).toMatchObject({
      ok: true,
      value: { status: 'COMPLETED', payoutId: 'po-1' },
    });
  });
});

describe('expireRun', () => {
  it.each([
    ['an unanswered bid', () => aQuestRun().build(), 'BID_EXPIRED'],
    ['an unpaid acceptance', () => aQuestRun().acceptedBy().build(), 'PAYMENT_EXPIRED'],
    ['missing content', () => aQuestRun().paid().build(), 'CONTENT_SUBMISSION_DEADLINE_EXPIRED'],
    [
      'an unlisted video',
      () =>
        aQuestRun({ terms: { contentType: 'Video' } })
          .paid()
          .submitted()
          .approved()
          .build(),
      'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
    ],
  ])('ends %s at its deadline, not 1 ms before', (_name, build, end) => {
    const run = build();
    const dueAt = run.dueAt ?? BUILDER_NOW;
    expect(expireRun(run, addMs(dueAt, -1))).toMatchObject({ ok: false, error: { code: 'QUEST.DEADLINE_NOT_REACHED' } });
    expect(expireRun(run, dueAt)).toMatchObject({ ok: true, value: { status: end, dueAt: null } });
  });

  it('leaves untimed steps alone', () => {
    const inPayout = aQuestRun().paid().submitted().inPayout().build();
    expect(expireRun(inPayout, addMs(BUILDER_NOW, 1000 * HOUR_MS)).ok).toBe(false);
  });

  it('approves content the company left unreviewed at its deadline (escrow), saying so, and not 1 ms before', () => {
    const fixedShort = aQuestRun({ quest: fixedVideoQuest(), terms: { contentType: 'Short' } })
      .paid()
      .submitted()
      .build();
    const dueAt = fixedShort.dueAt!;
    expect(expireRun(fixedShort, addMs(dueAt, -1))).toMatchObject({ ok: false, error: { code: 'QUEST.DEADLINE_NOT_REACHED' } });
    expect(expireRun(fixedShort, dueAt)).toMatchObject({
      ok: true,
      value: { status: 'PAYOUT', approvedAt: dueAt, submissions: [{ review: { decision: 'approved', comment: AUTO_APPROVAL_COMMENT } }] },
    });
    const openStream = aQuestRun({ terms: { contentType: 'Stream' } })
      .paid()
      .submitted()
      .build();
    expect(expireRun(openStream, openStream.dueAt!)).toMatchObject({
      ok: true,
      value: { status: 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION', dueAt: addMs(openStream.dueAt!, 10 * DAY_MS) },
    });
  });
});
