import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineStateMachine } from './state-machine.ts';

const door = defineStateMachine('Door', ['open', 'closed', 'locked'] as const, ['close', 'open', 'lock', 'unlock'] as const, {
  open: { close: 'closed' },
  closed: { open: 'open', lock: 'locked' },
  locked: { unlock: 'closed' },
});

describe('defineStateMachine', () => {
  it('follows the table and refuses what it does not list, with a typed error', () => {
    expect(door.transition('open', 'close')).toEqual({ ok: true, value: 'closed' });
    const refused = door.transition('locked', 'open');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'STATE.TRANSITION_NOT_ALLOWED', from: 'locked', event: 'open' });
    expect(door.allowedEvents('closed')).toEqual(['open', 'lock']);
    expect(door.isFinal('open')).toBe(false);
  });

  it('never reaches a state outside its list, whatever events arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...door.events), { maxLength: 50 }), (events) => {
        let state: (typeof door.states)[number] = 'open';
        for (const event of events) {
          const next = door.transition(state, event);
          if (next.ok) state = next.value;
          expect(door.states).toContain(state);
        }
      }),
    );
  });
});
