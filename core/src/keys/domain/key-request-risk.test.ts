import { describe, expect, it } from 'vitest';
import { QUIET_REQUESTER } from '../testing/in-memory-key-request-risk-signals.ts';
import { judgeKeyRequestRisk, type KeyRequestRiskSignals } from './key-request-risk.ts';

const REQUESTED_AT = new Date(Date.UTC(2026, 2, 10, 12));
const daysBefore = (days: number, hours = 0) => new Date(REQUESTED_AT.getTime() - days * 86_400_000 - hours * 3_600_000);
const judge = (changes: Partial<KeyRequestRiskSignals> = {}) =>
  judgeKeyRequestRisk({ ...QUIET_REQUESTER, requestedAt: REQUESTED_AT, ...changes });

describe('judgeKeyRequestRisk (issue 31: a risk level on every key request)', () => {
  it('reads a long-standing requester with a real audience as low, with no reasons', () => {
    expect(judge()).toEqual({ level: 'LOW', reasons: [] });
  });

  it.each([
    ['an account of 3 days', { accountCreatedAt: daysBefore(3) }, 'NEW_ACCOUNT', 3, 'The account is 3 days old.', 'LOW'],
    ['an account made today', { accountCreatedAt: daysBefore(0, 5) }, 'NEW_ACCOUNT', 0, 'The account is 0 days old.', 'LOW'],
    ['a channel of 60 days', { oldestChannelCreatedAt: daysBefore(60) }, 'NEW_CHANNEL', 60, 'The oldest channel is 60 days old.', 'LOW'],
    ['a channel of 1 day', { oldestChannelCreatedAt: daysBefore(1) }, 'NEW_CHANNEL', 1, 'The oldest channel is 1 day old.', 'REVIEW'],
    ['an audience worth a check', { authenticityScore: 65 }, 'AUDIENCE_DOUBTFUL', 65, 'Audience authenticity scores 65 of 100.', 'LOW'],
    ['a doubtful audience', { authenticityScore: 30 }, 'AUDIENCE_DOUBTFUL', 30, 'Audience authenticity scores 30 of 100.', 'REVIEW'],
    ['an account of 10 days', { accountCreatedAt: daysBefore(10) }, 'NEW_ACCOUNT', 10, 'The account is 10 days old.', 'LOW'],
    [
      'a channel of 100 days',
      { oldestChannelCreatedAt: daysBefore(100) },
      'NEW_CHANNEL',
      100,
      'The oldest channel is 100 days old.',
      'LOW',
    ],
    [
      'one key of ten without content',
      { keysClaimedBefore: 10, keysClaimedWithoutContent: 1 },
      'KEYS_WITHOUT_CONTENT',
      1,
      '1 of 10 keys claimed before without content.',
      'LOW',
    ],
    [
      'one key of two without content',
      { keysClaimedBefore: 2, keysClaimedWithoutContent: 1 },
      'KEYS_WITHOUT_CONTENT',
      1,
      '1 of 2 keys claimed before without content.',
      'REVIEW',
    ],
    [
      'three keys of four without content',
      { keysClaimedBefore: 4, keysClaimedWithoutContent: 3 },
      'KEYS_WITHOUT_CONTENT',
      3,
      '3 of 4 keys claimed before without content.',
      'HIGH',
    ],
    ['four requests in a day', { requestsInLastDay: 4 }, 'MANY_REQUESTS', 4, '4 key requests in the last 24 hours.', 'LOW'],
    ['twelve requests in a day', { requestsInLastDay: 12 }, 'MANY_REQUESTS', 12, '12 key requests in the last 24 hours.', 'REVIEW'],
    [
      'a channel connected 2 hours before',
      { lastChannelConnectedAt: daysBefore(0, 2) },
      'CHANNEL_JUST_CONNECTED',
      2,
      'A channel was connected 2 hours before the request.',
      'LOW',
    ],
    [
      'a disposable mailbox',
      { emailDomain: 'Mailinator.com' },
      'DISPOSABLE_EMAIL',
      1,
      'The email address is at mailinator.com, a disposable mail service.',
      'REVIEW',
    ],
    ['a channel two other accounts connected', { otherAccountsOnChannel: 2 }, 'SHARED_CHANNEL', 3, '3 accounts share one channel.', 'HIGH'],
  ] as const)('names %s with its figure', (_, changes, code, figure, words, level) => {
    expect(judge(changes)).toEqual({ level, reasons: [{ code, figure, words }] });
  });

  it('stays quiet just outside each threshold', () => {
    expect(
      judge({
        accountCreatedAt: daysBefore(14),
        oldestChannelCreatedAt: daysBefore(120),
        authenticityScore: 70,
        requestsInLastDay: 3,
        lastChannelConnectedAt: daysBefore(1),
        emailDomain: 'proton.me',
      }).reasons,
    ).toEqual([]);
  });

  it('judges nothing it does not know: no channel age, no connection, too little to score', () => {
    expect(judge({ oldestChannelCreatedAt: null, lastChannelConnectedAt: null, authenticityScore: null })).toEqual({
      level: 'LOW',
      reasons: [],
    });
  });

  it('adds weak signs up to high, strongest reason first', () => {
    const risk = judge({
      accountCreatedAt: daysBefore(2),
      oldestChannelCreatedAt: daysBefore(20),
      authenticityScore: 60,
    });
    expect(risk.level).toBe('HIGH');
    expect(risk.reasons.map((r) => r.code)).toEqual(['NEW_CHANNEL', 'NEW_ACCOUNT', 'AUDIENCE_DOUBTFUL']);
  });

  it('reads a channel connected while signing up as part of signing up, not as a sign', () => {
    expect(judge({ accountCreatedAt: daysBefore(0, 5), lastChannelConnectedAt: daysBefore(0, 2) }).reasons.map((r) => r.code)).toEqual([
      'NEW_ACCOUNT',
    ]);
  });

  it('keeps two weak signs at review', () => {
    expect(judge({ accountCreatedAt: daysBefore(2), lastChannelConnectedAt: daysBefore(0, 1) }).level).toBe('REVIEW');
  });
});
