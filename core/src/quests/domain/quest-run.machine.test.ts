import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransitionNotAllowed } from '../../shared/state-machine.ts';
import {
  QUEST_RUN_EVENTS,
  QUEST_RUN_FAILURE_ENDS,
  QUEST_RUN_STATUSES,
  isFailureEnd,
  questRunMachine,
  type QuestRunEvent,
  type QuestRunStatus,
} from './quest-run.machine.ts';

const status = fc.constantFrom(...QUEST_RUN_STATUSES);
const events = fc.array(fc.constantFrom(...QUEST_RUN_EVENTS), { maxLength: 60 });

function walk(from: QuestRunStatus, path: QuestRunEvent[]): QuestRunStatus {
  return path.reduce<QuestRunStatus>((state, event) => {
    const next = questRunMachine.transition(state, event);
    if (!next.ok) throw new Error(`${event} refused in ${state}`);
    return next.value;
  }, from);
}

function reachableFrom(start: QuestRunStatus): Set<QuestRunStatus> {
  const seen = new Set<QuestRunStatus>([start]);
  const queue = [start];
  for (let state = queue.shift(); state; state = queue.shift()) {
    for (const event of questRunMachine.allowedEvents(state)) {
      const next = walk(state, [event]);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('quest run state machine (properties)', () => {
  it('never reaches a status outside the list, whatever events arrive from whatever status', () => {
    fc.assert(
      fc.property(status, events, (start, path) => {
        let state = start;
        for (const event of path) {
          const next = questRunMachine.transition(state, event);
          if (next.ok) state = next.value;
          expect(QUEST_RUN_STATUSES).toContain(state);
        }
      }),
    );
  });

  it('refuses exactly the events its table leaves out, with a typed TransitionNotAllowed', () => {
    fc.assert(
      fc.property(status, fc.constantFrom(...QUEST_RUN_EVENTS), (from, event) => {
        const result = questRunMachine.transition(from, event);
        const listed = questRunMachine.table[from][event];
        if (listed === undefined) {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.error).toBeInstanceOf(TransitionNotAllowed);
            expect(result.error).toMatchObject({ code: 'STATE.TRANSITION_NOT_ALLOWED', from, event, machine: 'QuestRun' });
          }
        } else {
          expect(result).toEqual({ ok: true, value: listed });
        }
      }),
    );
  });

  it('only ever completes through payment, content review (or staff releasing a disputed deal) and payout', () => {
    fc.assert(
      fc.property(events, (path) => {
        const visited: QuestRunStatus[] = ['INITIAL_BID'];
        let releasedByStaff = false;
        for (const event of path) {
          const next = questRunMachine.transition(visited.at(-1) ?? 'INITIAL_BID', event);
          if (next.ok) visited.push(next.value);
          if (next.ok && event === 'release') releasedByStaff = true;
        }
        if (visited.includes('COMPLETED')) {
          for (const step of ['PENDING_PAYMENT', 'CONTENTPRODUCTION', 'PAYOUT'] as const) expect(visited).toContain(step);
          expect(visited.includes('CONTENTREVIEW') || releasedByStaff).toBe(true);
        }
        // Once a failure end is reached nothing follows it.
        const failed = visited.findIndex(isFailureEnd);
        if (failed >= 0) expect(visited.length).toBe(failed + 1);
      }),
    );
  });
});

describe('quest run state machine (table)', () => {
  it('has every status of spec section 4 and REFUNDED (a dispute decided for the company), each reachable from the first offer', () => {
    expect(QUEST_RUN_STATUSES).toHaveLength(14);
    expect([...reachableFrom('INITIAL_BID')].sort()).toEqual([...QUEST_RUN_STATUSES].sort());
  });

  it('ends only in COMPLETED or one of the failure ends (the five of the spec and REFUNDED)', () => {
    const finals = QUEST_RUN_STATUSES.filter((s) => questRunMachine.isFinal(s));
    expect(finals.sort()).toEqual([...QUEST_RUN_FAILURE_ENDS, 'COMPLETED'].sort());
    expect(QUEST_RUN_FAILURE_ENDS.some((end) => reachableFrom(end).has('PAYOUT'))).toBe(false);
  });

  it.each<[string, QuestRunEvent[], QuestRunStatus]>([
    [
      'a short: offer, accept, pay, submit, approve, payout',
      ['accept', 'pay', 'submitContent', 'approveContent', 'completePayout'],
      'COMPLETED',
    ],
    [
      'a video: approval, then listing in the window',
      ['accept', 'pay', 'submitContent', 'approveForListing', 'confirmListed', 'completePayout'],
      'COMPLETED',
    ],
    ['counters from both sides, then acceptance', ['counter', 'counter', 'counter', 'accept'], 'PENDING_PAYMENT'],
    ['a declined submission, resubmitted', ['accept', 'pay', 'submitContent', 'declineContent', 'submitContent'], 'CONTENTREVIEW'],
    ['bid declined', ['counter', 'decline'], 'BID_REJECTED'],
    ['bid not accepted in time', ['expire'], 'BID_EXPIRED'],
    ['counter not accepted in time', ['counter', 'expire'], 'BID_EXPIRED'],
    ['payment not made in time', ['accept', 'expire'], 'PAYMENT_EXPIRED'],
    ['content not submitted in time', ['accept', 'pay', 'expire'], 'CONTENT_SUBMISSION_DEADLINE_EXPIRED'],
    [
      'resubmission not made in time',
      ['accept', 'pay', 'submitContent', 'declineContent', 'expire'],
      'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
    ],
    [
      'video not listed in the window',
      ['accept', 'pay', 'submitContent', 'approveForListing', 'expire'],
      'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
    ],
  ])('walks %s', (_name, path, end) => {
    expect(walk('INITIAL_BID', path)).toBe(end);
  });

  it.each<[QuestRunStatus, QuestRunEvent]>([
    ['CONTENTREVIEW', 'submitContent'],
    ['CONTENTREVIEW', 'expire'],
    ['PAYOUT', 'expire'],
    ['PENDING_PAYMENT', 'counter'],
    ['CONTENTPRODUCTION', 'approveContent'],
    ['COMPLETED', 'expire'],
  ])('refuses %s -> %s', (from, event) => {
    expect(questRunMachine.transition(from, event).ok).toBe(false);
  });
});
