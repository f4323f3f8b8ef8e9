import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_COMPANY_TABS,
  MEMBERSHIP_LABELS,
  membershipMachine,
  type MembershipEvent,
  type MembershipState,
} from './membership.machine.ts';

const run = (events: MembershipEvent[], from: MembershipState = 'none'): MembershipState =>
  events.reduce<MembershipState>((state, event) => {
    const next = membershipMachine.transition(state, event);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, from);

describe('membershipMachine', () => {
  it('walks none -> applied -> pending -> accepted and none -> applied -> rejected', () => {
    expect(run(['apply', 'open', 'accept'])).toBe('accepted');
    expect(run(['apply', 'reject'])).toBe('rejected');
    expect(run(['apply', 'accept'])).toBe('accepted');
    expect(run(['apply', 'open', 'reject'])).toBe('rejected');
  });

  it('treats rejected as final, and lets the company end an accepted membership (listed as rejected)', () => {
    expect(run(['apply', 'accept', 'remove'])).toBe('rejected');
    expect(membershipMachine.transition('pending', 'remove').ok).toBe(false);
    expect(membershipMachine.isFinal('accepted')).toBe(false);
    expect(membershipMachine.isFinal('rejected')).toBe(true);
    expect(membershipMachine.isFinal('pending')).toBe(false);
  });

  it('refuses applying twice and deciding before applying', () => {
    expect(membershipMachine.transition('applied', 'apply')).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(membershipMachine.transition('none', 'accept').ok).toBe(false);
    expect(membershipMachine.transition('pending', 'open').ok).toBe(false);
  });

  it('labels each state for the creator and files it under a company tab', () => {
    expect(MEMBERSHIP_LABELS).toEqual({
      none: 'Join program',
      applied: 'Application sent',
      pending: 'Application sent',
      accepted: 'Visit program',
      rejected: 'Rejected',
    });
    expect(MEMBERSHIP_COMPANY_TABS).toEqual({ applied: 'Applicants', pending: 'Applicants', accepted: 'Accepted', rejected: 'Rejected' });
  });

  it('never leaves its states and refuses exactly what the table omits, for any event sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...membershipMachine.events), { maxLength: 40 }), (events) => {
        let state: MembershipState = 'none';
        for (const event of events) {
          const allowed = membershipMachine.allowedEvents(state).includes(event);
          const next = membershipMachine.transition(state, event);
          expect(next.ok).toBe(allowed);
          if (next.ok) state = next.value;
          else expect(next.error).toMatchObject({ code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event });
          expect(membershipMachine.states).toContain(state);
        }
      }),
    );
  });

  it('never returns to none, never leaves a rejection, and leaves acceptance only by removal, from any state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...membershipMachine.states),
        fc.array(fc.constantFrom(...membershipMachine.events), { maxLength: 20 }),
        (start, events) => {
          let state = start;
          for (const event of events) {
            const next = membershipMachine.transition(state, event);
            if (!next.ok) continue;
            expect(next.value).not.toBe('none');
            expect(state).not.toBe('rejected');
            if (state === 'accepted') expect([event, next.value]).toEqual(['remove', 'rejected']);
            state = next.value;
          }
        },
      ),
    );
  });
});
