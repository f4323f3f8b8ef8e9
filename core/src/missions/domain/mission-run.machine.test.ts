import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_RUN_LABELS,
  CREATOR_RUN_LABELS,
  missionRunMachine,
  type MissionRunEvent,
  type MissionRunState,
} from './mission-run.machine.ts';

const walk = (events: MissionRunEvent[]): MissionRunState =>
  events.reduce<MissionRunState>((state, event) => {
    const next = missionRunMachine.transition(state, event);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, 'active');

describe('missionRunMachine', () => {
  it('walks join -> submit -> accept -> claim to completed', () => {
    expect(walk(['submit', 'accept', 'claim'])).toBe('completed');
  });

  it('ends declined on reject, canceled on cancel, expired when the mission ends before submission', () => {
    expect(walk(['submit', 'reject'])).toBe('declined');
    expect(walk(['cancel'])).toBe('canceled');
    expect(walk(['submit', 'cancel'])).toBe('canceled');
    expect(walk(['expire'])).toBe('expired');
  });

  it('refuses a second submission, acceptance before submission, and claiming before acceptance', () => {
    expect(missionRunMachine.transition('review', 'submit')).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(missionRunMachine.transition('active', 'accept').ok).toBe(false);
    expect(missionRunMachine.transition('review', 'claim').ok).toBe(false);
    expect(missionRunMachine.transition('review', 'expire').ok).toBe(false);
    expect(missionRunMachine.transition('claimReward', 'cancel').ok).toBe(false);
  });

  it('has completed, declined, canceled and expired as its only final states', () => {
    expect(missionRunMachine.states.filter((s) => missionRunMachine.isFinal(s))).toEqual(['completed', 'declined', 'canceled', 'expired']);
  });

  it('labels every state for the creator and for the company', () => {
    expect(CREATOR_RUN_LABELS).toEqual({
      active: 'Not finished',
      review: 'Awaiting approval',
      claimReward: 'Claim reward',
      completed: 'Completed',
      declined: 'Ended',
      canceled: 'Canceled',
      expired: 'Expired',
    });
    expect(COMPANY_RUN_LABELS).toEqual({
      active: 'Active',
      review: 'Review',
      claimReward: 'Claim reward',
      completed: 'Completed',
      declined: 'Rejected',
      canceled: 'Canceled',
      expired: 'Expired',
    });
  });

  it('stays inside its states and refuses exactly what the table omits, for any event sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...missionRunMachine.events), { maxLength: 40 }), (events) => {
        let state: MissionRunState = 'active';
        for (const event of events) {
          const allowed = missionRunMachine.allowedEvents(state).includes(event);
          const next = missionRunMachine.transition(state, event);
          expect(next.ok).toBe(allowed);
          if (next.ok) state = next.value;
          else expect(next.error).toMatchObject({ code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event });
          expect(missionRunMachine.states).toContain(state);
        }
      }),
    );
  });

  it('reaches rewards only through acceptance: claimReward always follows accept', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...missionRunMachine.events), { maxLength: 40 }), (events) => {
        let state: MissionRunState = 'active';
        for (const event of events) {
          const next = missionRunMachine.transition(state, event);
          if (!next.ok) continue;
          if (next.value === 'claimReward') expect(event).toBe('accept');
          if (next.value === 'completed') expect(state).toBe('claimReward');
          state = next.value;
        }
      }),
    );
  });
});
