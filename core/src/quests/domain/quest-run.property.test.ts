import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf } from '../../shared/money.ts';
import type { Result } from '../../shared/result.ts';
import { HOUR_MS, addMs } from '../../shared/time.ts';
import { BUILDER_NOW, aQuest } from '../testing/builders.ts';
import { aQuestRun } from '../testing/quest-run-builder.ts';
import { acceptBid, counterBid, declineBid } from './quest-run-bidding.ts';
import {
  completeRunPayout,
  confirmRunListed,
  expireRun,
  recordRunPayment,
  reviewRunContent,
  submitRunContent,
} from './quest-run-content.ts';
import { QUEST_RUN_STATUSES, isFailureEnd, questRunMachine, type QuestRunStatus } from './quest-run.machine.ts';
import { PARTIES, partyToAct, type Party, type QuestRun } from './quest-run.entity.ts';

/** Random operations as the two parties and the worker might send them, with time passing in between. */
/** Mostly the party whose turn it is, sometimes either party, so both answers and out-of-turn tries occur. */
const party = fc.oneof({ weight: 4, arbitrary: fc.constant('due' as const) }, { weight: 1, arbitrary: fc.constantFrom(...PARTIES) });
const often = 5;
const operation = fc.oneof(
  {
    weight: often,
    arbitrary: fc.record({ kind: fc.constant('counter' as const), by: party, amount: fc.integer({ min: 1, max: 1_000_000 }) }),
  },
  { weight: often, arbitrary: fc.record({ kind: fc.constant('accept' as const), by: party }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), by: party }) },
  { weight: often, arbitrary: fc.record({ kind: fc.constant('pay' as const) }) },
  {
    weight: often,
    arbitrary: fc.record({ kind: fc.constant('submit' as const), visibility: fc.constantFrom('public', 'unlisted', 'private') }),
  },
  {
    weight: often,
    arbitrary: fc.record({ kind: fc.constant('review' as const), approve: fc.boolean(), comment: fc.constantFrom('', 'Fix the intro') }),
  },
  { weight: often, arbitrary: fc.record({ kind: fc.constant('listed' as const) }) },
  { weight: often, arbitrary: fc.record({ kind: fc.constant('payout' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 0, max: 60 }) }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(run: QuestRun, op: Operation, now: Date): Result<QuestRun, unknown> {
  const by = (choice: Party | 'due'): Party => (choice === 'due' ? (partyToAct(run) ?? 'COMPANY') : choice);
  switch (op.kind) {
    case 'counter':
      return counterBid(run, { by: by(op.by), terms: { amount: centsOf(op.amount), contentLengthMinutes: 5 }, message: '', now });
    case 'accept':
      return acceptBid(run, { by: by(op.by), now });
    case 'decline':
      return declineBid(run, { by: by(op.by), now });
    case 'pay':
      return recordRunPayment(run, { paymentId: 'p', now });
    case 'submit':
      return submitRunContent(run, { url: 'https://youtu.be/x', message: '', videoVisibility: op.visibility, now });
    case 'review':
      return reviewRunContent(run, { decision: op.approve ? 'approve' : 'decline', comment: op.comment, now });
    case 'listed':
      return confirmRunListed(run, { now });
    case 'payout':
      return completeRunPayout(run, { payoutId: 'po', now });
    case 'expire':
      return expireRun(run, now);
    case 'wait':
      return { ok: true, value: run };
  }
}

const UNTIMED: readonly QuestRunStatus[] = ['PAYOUT', 'COMPLETED'];
const BIDDING: readonly QuestRunStatus[] = ['INITIAL_BID', 'COUNTER_BID', 'BID_REJECTED', 'BID_EXPIRED'];
const AFTER_PAYMENT: readonly QuestRunStatus[] = [
  'CONTENTPRODUCTION',
  'CONTENTREVIEW',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION',
  'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED',
  'CONTENT_SUBMISSION_DEADLINE_EXPIRED',
  'PAYOUT',
  'COMPLETED',
];

function checkStep(before: QuestRun, after: QuestRun): void {
  expect(QUEST_RUN_STATUSES).toContain(after.status);
  if (after.status !== before.status) {
    // Every status change is a cell of the table.
    expect(questRunMachine.allowedEvents(before.status).some((e) => questRunMachine.table[before.status][e] === after.status)).toBe(true);
  }
  if (isFailureEnd(before.status) || before.status === 'COMPLETED') expect(after.status).toBe(before.status);
  // Timed steps carry a deadline; untimed steps and ends carry none.
  expect(after.dueAt === null).toBe(UNTIMED.includes(after.status) || isFailureEnd(after.status));
  if (!BIDDING.includes(after.status)) expect(after.acceptedAt).not.toBeNull();
  if (AFTER_PAYMENT.includes(after.status)) expect(after.paidAt).not.toBeNull();
  // Bids and submissions are only appended; the deal is frozen once accepted.
  expect(after.bids.slice(0, before.bids.length)).toEqual(before.bids);
  if (before.acceptedAt) expect(after.bids).toEqual(before.bids);
  expect(after.submissions.map((s) => s.url).slice(0, before.submissions.length)).toEqual(before.submissions.map((s) => s.url));
  expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
}

describe('quest run (properties over the domain functions)', () => {
  it.each([
    ['an open short quest', aQuest().build(), 'Short' as const],
    [
      'a fixed-window video quest',
      aQuest()
        .withEmbargoAt(addMs(BUILDER_NOW, 150 * HOUR_MS))
        .build(),
      'Video' as const,
    ],
  ])('keeps its invariants under any sequence of operations: %s', (_name, quest, contentType) => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 5, maxLength: 60, size: 'max' }), (ops) => {
        let run = aQuestRun({ quest, terms: { contentType } }).build();
        let now = BUILDER_NOW;
        for (const op of ops) {
          now = op.kind === 'wait' ? addMs(now, op.hours * HOUR_MS) : now;
          const result = apply(run, op, now);
          if (!result.ok) continue;
          checkStep(run, result.value);
          run = result.value;
        }
      }),
      { numRuns: 300 },
    );
  });
});
