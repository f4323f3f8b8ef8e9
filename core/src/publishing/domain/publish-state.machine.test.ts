import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PUBLISH_EVENTS,
  PUBLISH_STATES,
  publishEventFor,
  publishStateMachine as machine,
  type PublishEvent,
  type PublishState,
} from './publish-state.machine.ts';

const walk = (from: PublishState, events: PublishEvent[]): PublishState =>
  events.reduce((state, event) => {
    const next = machine.transition(state, event);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, from);

describe('publish state machine', () => {
  it('walks the important paths', () => {
    expect(walk('draft', ['publish', 'unpublish', 'publish'])).toBe('published');
    expect(walk('draft', ['holdForReview', 'approveReview', 'unpublish'])).toBe('unpublished');
    expect(walk('draft', ['holdForReview', 'rejectReview'])).toBe('draft');
    expect(walk('draft', ['holdForReview', 'unpublish'])).toBe('draft');
  });

  it('refuses publishing twice and unpublishing a draft', () => {
    expect(machine.transition('published', 'publish')).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(machine.transition('waitingForReview', 'publish').ok).toBe(false);
    expect(machine.transition('draft', 'unpublish').ok).toBe(false);
    expect(machine.transition('published', 'approveReview').ok).toBe(false);
  });

  it('goes live for a reviewed company and waits for review otherwise', () => {
    expect(publishEventFor(true)).toBe('publish');
    expect(publishEventFor(false)).toBe('holdForReview');
  });

  it('never leaves its states, and refuses exactly the events its table leaves out', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PUBLISH_STATES), fc.array(fc.constantFrom(...PUBLISH_EVENTS), { maxLength: 40 }), (start, events) => {
        let state = start;
        for (const event of events) {
          const next = machine.transition(state, event);
          const listed = machine.table[state][event];
          if (listed === undefined) {
            expect(next).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED', from: state, event } });
          } else {
            expect(next).toEqual({ ok: true, value: listed });
            state = listed;
          }
          expect(PUBLISH_STATES).toContain(state);
        }
      }),
    );
  });
});
