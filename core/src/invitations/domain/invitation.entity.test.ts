import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMs, DAY_MS } from '../../shared/time.ts';
import { anInvitation, BUILDER_NOW } from '../testing/builders.ts';
import {
  canBeRejected,
  displayStatus,
  EMAIL_INVITE_TTL_DAYS,
  emailInviteExpiry,
  INVITATION_STATUSES,
  invitationMachine,
  invitesSameCreator,
  isExpired,
  resend,
  respond,
  type InvitationStatus,
} from './invitation.entity.ts';

describe('invitation machine (property)', () => {
  it('never leaves its states, and refuses exactly the events its table omits', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...invitationMachine.events), { maxLength: 30 }), (events) => {
        let state: InvitationStatus = 'PENDING';
        for (const event of events) {
          const listed: InvitationStatus | undefined = invitationMachine.table[state][event];
          const next = invitationMachine.transition(state, event);
          if (listed === undefined)
            expect(next).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event } });
          else {
            expect(next).toEqual({ ok: true, value: listed });
            state = listed;
          }
          expect(INVITATION_STATUSES).toContain(state);
        }
      }),
    );
  });

  it('answers once: after the first accept or reject, nothing moves it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('accept' as const, 'reject' as const),
        fc.array(fc.constantFrom(...invitationMachine.events)),
        (first, rest) => {
          const answered = invitationMachine.transition('PENDING', first);
          if (!answered.ok) throw new Error('first answer');
          for (const event of rest) expect(invitationMachine.transition(answered.value, event).ok).toBe(false);
        },
      ),
    );
  });
});

describe('expiry of email invites', () => {
  const invitation = anInvitation();
  it(`lasts ${EMAIL_INVITE_TTL_DAYS} days: pending until the last millisecond, expired at the instant`, () => {
    expect(emailInviteExpiry(BUILDER_NOW)).toEqual(addMs(BUILDER_NOW, 14 * DAY_MS));
    expect(displayStatus(invitation, addMs(BUILDER_NOW, 14 * DAY_MS - 1))).toBe('PENDING');
    expect(displayStatus(invitation, addMs(BUILDER_NOW, 14 * DAY_MS))).toBe('EXPIRED');
  });
  it('never expires a user id invite or an answered one', () => {
    const later = addMs(BUILDER_NOW, 365 * DAY_MS);
    expect(isExpired({ ...invitation, expiresAt: null }, later)).toBe(false);
    expect(displayStatus({ ...invitation, status: 'ACCEPTED' }, later)).toBe('ACCEPTED');
  });
  it('resends with a new expiry from the resend instant, counting sends', () => {
    const at = addMs(BUILDER_NOW, 20 * DAY_MS);
    expect(resend(invitation, at)).toMatchObject({
      ok: true,
      value: { status: 'PENDING', expiresAt: emailInviteExpiry(at), sentCount: 2 },
    });
    expect(resend({ ...invitation, status: 'REJECTED' }, at).ok).toBe(false);
  });
});

describe('invitation rules', () => {
  it('lets only Quest and Key invites be rejected', () => {
    expect((['QUEST', 'KEY', 'MISSION', 'CREATOR_PROGRAM'] as const).map((t) => canBeRejected(t))).toEqual([true, true, false, false]);
  });
  it('records who answered and when', () => {
    expect(respond(anInvitation(), 'accept', 'cr', BUILDER_NOW)).toMatchObject({
      ok: true,
      value: { status: 'ACCEPTED', creatorId: 'cr', respondedAt: BUILDER_NOW },
    });
  });
  it('matches the same creator by address or by user id', () => {
    const byEmail = anInvitation({ email: 'a@example.com' });
    expect(invitesSameCreator(byEmail, { email: 'a@example.com' })).toBe(true);
    expect(invitesSameCreator(byEmail, { email: 'b@example.com', creatorId: 'x' })).toBe(false);
    expect(invitesSameCreator({ ...byEmail, creatorId: 'x' }, { creatorId: 'x' })).toBe(true);
    expect(invitesSameCreator({ ...byEmail, email: null }, { email: null, creatorId: null })).toBe(false);
  });
});
