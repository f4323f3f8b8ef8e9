import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryState,
  participantMachine,
  PARTICIPANT_STATES,
  reassessEvent,
  type ParticipantEvent,
  type ParticipantState,
} from './participation.ts';

describe('participant machine (property)', () => {
  it('never leaves its states, and refuses exactly the events its table omits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PARTICIPANT_STATES),
        fc.array(fc.constantFrom(...participantMachine.events), { maxLength: 40 }),
        (start, events) => {
          let state: ParticipantState = start;
          for (const event of events) {
            const listed = participantMachine.table[state][event];
            const next = participantMachine.transition(state, event);
            if (listed === undefined)
              expect(next).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event } });
            else {
              expect(next).toEqual({ ok: true, value: listed });
              state = listed;
            }
            expect(PARTICIPANT_STATES).toContain(state);
          }
        },
      ),
    );
  });

  it('only reaches submitted content through an accepted claim', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...participantMachine.events), { maxLength: 30 }), (events) => {
        let state: ParticipantState = 'pending';
        const visited: ParticipantState[] = [state];
        for (const event of events) {
          const next = participantMachine.transition(state, event);
          if (next.ok) visited.push((state = next.value));
        }
        if (state === 'submittedContent') expect(visited).toEqual(expect.arrayContaining(['accepted', 'claimedKey']));
      }),
    );
  });
});

describe('participant paths', () => {
  const walk = (start: ParticipantState, events: ParticipantEvent[]) =>
    events.reduce<ParticipantState | 'refused'>((state, event) => {
      if (state === 'refused') return state;
      const next = participantMachine.transition(state, event);
      return next.ok ? next.value : 'refused';
    }, start);

  it('walks the happy path and the waiting paths', () => {
    expect(walk('pending', ['accept', 'claimKey', 'submitContent'])).toBe('submittedContent');
    expect(walk('waitingForAccess', ['qualify', 'accept'])).toBe('accepted');
    expect(walk('waitingForAccess', ['fallShort', 'qualify', 'decline'])).toBe('rejected');
    expect(walk('waitlist', ['accept', 'claimKey'])).toBe('claimedKey');
  });

  it('refuses claims before acceptance, a second claim, reviews after the fact and anything after the end', () => {
    expect(walk('pending', ['claimKey'])).toBe('refused');
    expect(walk('waitingForAccess', ['accept'])).toBe('refused');
    expect(walk('accepted', ['claimKey', 'claimKey'])).toBe('refused');
    expect(walk('accepted', ['decline'])).toBe('refused');
    expect(walk('accepted', ['submitContent'])).toBe('refused');
    expect(participantMachine.isFinal('rejected')).toBe(true);
    expect(participantMachine.isFinal('submittedContent')).toBe(true);
  });
});

describe('entryState', () => {
  it('waits for access first, whatever the size', () => {
    expect(entryState({ hasFullCreatorAccess: false, sizeFallsShort: false, preLaunch: false })).toBe('waitingForAccess');
    expect(entryState({ hasFullCreatorAccess: false, sizeFallsShort: true, preLaunch: true })).toBe('waitingForAccess');
  });
  it('waitlists a creator whose size falls short, and everyone on a pre-launch campaign', () => {
    expect(entryState({ hasFullCreatorAccess: true, sizeFallsShort: true, preLaunch: false })).toBe('waitlist');
    expect(entryState({ hasFullCreatorAccess: true, sizeFallsShort: false, preLaunch: true })).toBe('waitlist');
  });
  it('sends a creator with access and size to review', () => {
    expect(entryState({ hasFullCreatorAccess: true, sizeFallsShort: false, preLaunch: false })).toBe('pending');
  });
});

describe('reassessEvent', () => {
  const fine = { hasFullCreatorAccess: true, sizeFallsShort: false, preLaunch: false };
  it('moves a creator on once access is granted or they grew', () => {
    expect(reassessEvent('waitingForAccess', fine)).toBe('qualify');
    expect(reassessEvent('waitingForAccess', { ...fine, sizeFallsShort: true })).toBe('fallShort');
    expect(reassessEvent('waitlist', fine)).toBe('qualify');
  });
  it('leaves them where they are when nothing changed, and ignores reviewed creators', () => {
    expect(reassessEvent('waitingForAccess', { ...fine, hasFullCreatorAccess: false })).toBeNull();
    expect(reassessEvent('waitlist', { ...fine, sizeFallsShort: true })).toBeNull();
    expect(reassessEvent('waitlist', { ...fine, hasFullCreatorAccess: false })).toBeNull();
    expect(reassessEvent('accepted', fine)).toBeNull();
  });
});
