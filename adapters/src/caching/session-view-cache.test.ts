import { describe, expect, it } from 'vitest';
import type { SessionView } from '@lurkit/core/accounts/application/get-session.ts';
import { SessionViewCache } from './session-view-cache.ts';

let now = new Date('2026-03-01T10:00:00.000Z');
const clock = { now: () => now };
/** Monotonic time for the time to live, moved by the tests instead of waited for. */
let elapsedMs = 1_000;
const elapsed = { now: () => elapsedMs };

const aView = (overrides: { sessionId?: string; userId?: string; companyId?: string | null } = {}): SessionView => ({
  sessionId: overrides.sessionId ?? 'session-1',
  expires: new Date('2026-03-31T10:00:00.000Z'),
  user: {
    id: overrides.userId ?? 'user-1',
    username: 'someone',
    displayName: 'Someone',
    email: 'someone@example.com',
    emailVerified: true,
    userType: 'Company',
    isStaff: false,
    company:
      overrides.companyId === null ? null : { id: overrides.companyId ?? 'company-1', name: 'Studio', isVerified: true, isOwner: true },
  },
});

const cacheWith = (entries: [string, SessionView][], ttlMs = 60_000) => {
  const cache = new SessionViewCache(ttlMs, clock, elapsed);
  for (const [token, view] of entries) cache.set(token, view, cache.mark());
  return cache;
};

describe('SessionViewCache', () => {
  it('answers a stored view for its token only', () => {
    const view = aView();
    const cache = cacheWith([['token-1', view]]);
    expect(cache.get('token-1')).toBe(view);
    expect(cache.get('token-2')).toBeUndefined();
  });

  it('never answers a session past its expiry', () => {
    const cache = cacheWith([['token-1', aView()]]);
    now = new Date('2026-03-31T10:00:00.000Z');
    try {
      expect(cache.get('token-1')).toBeUndefined();
    } finally {
      now = new Date('2026-03-01T10:00:00.000Z');
    }
  });

  it('forgets a view after its time to live', () => {
    const cache = cacheWith([['token-1', aView()]], 20);
    elapsedMs += 19;
    expect(cache.get('token-1')).toBeDefined();
    elapsedMs += 2;
    expect(cache.get('token-1')).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    expect(cacheWith([['token-1', aView()]], 0).get('token-1')).toBeUndefined();
  });

  it('does not store a view read before a change (it may show the old rows)', () => {
    const cache = new SessionViewCache(60_000, clock);
    const mark = cache.mark();
    cache.changed({ userIds: ['someone-else'] });
    cache.set('token-1', aView(), mark);
    expect(cache.get('token-1')).toBeUndefined();
  });

  it.each([
    ['an ended session', { sessionIds: ['session-1'] }],
    ['a changed or deleted account', { userIds: ['user-1'] }],
    ['a changed or deleted company', { companyIds: ['company-1'] }],
  ])('forgets the views %s shows, and only those', (_, change) => {
    const cache = cacheWith([
      ['token-1', aView()],
      ['token-2', aView({ sessionId: 'session-2', userId: 'user-2', companyId: 'company-2' })],
      ['token-3', aView({ sessionId: 'session-3', userId: 'user-3', companyId: null })],
    ]);
    cache.changed(change);
    expect(cache.get('token-1')).toBeUndefined();
    expect(cache.get('token-2')).toBeDefined();
    expect(cache.get('token-3')).toBeDefined();
  });
});
