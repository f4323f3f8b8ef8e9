import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StateMachine } from '../../shared/state-machine.ts';
import { aCode, aCodeItem, BUILDER_NOW } from '../testing/builders.ts';
import { codeRequestMachine, resolveCodeRequest } from './code-request.entity.ts';
import { allocateCode, claimCode, codeMachine } from './code.entity.ts';
import { distributionRuleMachine } from './distribution-rule.entity.ts';

function describeMachine<S extends string, E extends string>(machine: StateMachine<S, E>, start: S) {
  describe(`${machine.name} machine (property)`, () => {
    it('never leaves its states, and refuses exactly the events its table omits', () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...machine.events), { maxLength: 40 }), (events) => {
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
            expect(machine.states).toContain(state);
          }
        }),
      );
    });
  });
}

describeMachine(codeMachine, 'unavailable');
describeMachine(codeRequestMachine, 'open');
describeMachine(distributionRuleMachine, 'open');

describe('code lifecycle', () => {
  it('walks unavailable -> available -> claimed, and claimed is final', () => {
    const item = aCodeItem();
    const code = aCode(item, { status: 'unavailable' });
    expect(claimCode(code, { creatorId: 'c', at: BUILDER_NOW, distributedBy: 'r' }).ok).toBe(false);
    const allocated = allocateCode(code);
    expect(allocated).toMatchObject({ ok: true, value: { status: 'available' } });
    if (!allocated.ok) return;
    const claimed = claimCode(allocated.value, { creatorId: 'c', at: BUILDER_NOW, distributedBy: 'r' });
    expect(claimed).toMatchObject({ ok: true, value: { status: 'claimed', claimedBy: 'c', claimedAt: BUILDER_NOW, distributedBy: 'r' } });
    expect(claimed.ok && allocateCode(claimed.value).ok).toBe(false);
    expect(codeMachine.isFinal('claimed')).toBe(true);
  });

  it('resolves an open request once', () => {
    const request = {
      id: 'q',
      companyId: 'c',
      itemId: 'i',
      creatorId: 'cr',
      platform: 'Steam',
      status: 'open' as const,
      requestedAt: BUILDER_NOW,
      resolvedAt: null,
    };
    const fulfilled = resolveCodeRequest(request, 'fulfil', BUILDER_NOW);
    expect(fulfilled).toMatchObject({ ok: true, value: { status: 'fulfilled', resolvedAt: BUILDER_NOW } });
    expect(fulfilled.ok && resolveCodeRequest(fulfilled.value, 'dismiss', BUILDER_NOW).ok).toBe(false);
    expect(resolveCodeRequest(request, 'dismiss', BUILDER_NOW)).toMatchObject({ ok: true, value: { status: 'dismissed' } });
  });
});
