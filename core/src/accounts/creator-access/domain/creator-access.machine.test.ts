import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREATOR_ACCESS_EVENTS, CREATOR_ACCESS_STATES, creatorAccessMachine as machine } from './creator-access.machine.ts';

describe('creator access state machine', () => {
  it('walks request -> refuse -> request -> grant, and keeps granted access', () => {
    let state = machine.states[0]!;
    for (const [event, expected] of [
      ['request', 'verificationInProgress'],
      ['refuse', 'refused'],
      ['request', 'verificationInProgress'],
      ['grant', 'granted'],
    ] as const) {
      const next = machine.transition(state, event);
      expect(next).toEqual({ ok: true, value: expected });
      if (next.ok) state = next.value;
    }
    expect(machine.isFinal('granted')).toBe(true);
  });

  it('refuses a second request while verifying, and deciding before a request', () => {
    expect(machine.transition('verificationInProgress', 'request')).toMatchObject({
      ok: false,
      error: { code: 'STATE.TRANSITION_NOT_ALLOWED' },
    });
    expect(machine.transition('notRequested', 'grant').ok).toBe(false);
    expect(machine.transition('granted', 'request').ok).toBe(false);
  });

  it('never leaves its states, and refuses exactly the events its table leaves out', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CREATOR_ACCESS_EVENTS), { maxLength: 40 }), (events) => {
        let state: (typeof CREATOR_ACCESS_STATES)[number] = 'notRequested';
        for (const event of events) {
          const next = machine.transition(state, event);
          const listed = machine.table[state][event];
          expect(next.ok).toBe(listed !== undefined);
          if (next.ok) state = next.value;
          else expect(next.error).toMatchObject({ code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event });
          expect(CREATOR_ACCESS_STATES).toContain(state);
        }
      }),
    );
  });
});
