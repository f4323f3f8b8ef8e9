import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { decideRunDispute, openRunDispute } from '../domain/quest-dispute.ts';
import { decideDisputeSchema, openDisputeSchema } from '../domain/quest-dispute.schema.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import {
  QuestRunNotFound,
  type DisputeAlreadyOpen,
  type DisputeNotAllowed,
  type InvalidQuestField,
  type NoOpenDispute,
  type NotRunParty,
  type RefundExceedsPaid,
} from '../domain/quests.errors.ts';
import { runRefundOf } from '../domain/run-money.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export type OpenQuestDisputeError = InvalidQuestField | QuestRunNotFound | NotRunParty | DisputeNotAllowed | DisputeAlreadyOpen;

/** Either party opens a dispute about a paid deal: the run freezes until staff decide. */
export class OpenQuestDispute {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    actor: QuestActor;
    userId: string;
    runId: string;
    reason: unknown;
  }): Promise<Result<QuestRun, OpenQuestDisputeError>> {
    const form = parseInput(openDisputeSchema, { reason: input.reason });
    if (!form.ok) return form;
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const next = openRunDispute(loaded.value.run, {
      party: loaded.value.party,
      userId: input.userId,
      reason: form.value.reason,
      now: this.deps.clock.now(),
    });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}

export type DecideQuestDisputeError = InvalidQuestField | QuestRunNotFound | NoOpenDispute | TransitionNotAllowed | RefundExceedsPaid;

/**
 * Staff decide an open dispute (the transport checks that a staff member asks). A refund goes back
 * to the company through the payment provider for what the decision refunds (the agreed amount, or
 * part of it), keyed as its ledger refund is so a retried decision refunds once; the run is saved
 * first, so a refused refund rolls the decision back.
 */
export class DecideQuestDispute {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock' | 'refunds'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock' | 'refunds'>) {
    this.deps = deps;
  }

  async execute(input: {
    runId: string;
    decision: unknown;
    note: unknown;
    refundCents?: unknown;
  }): Promise<Result<QuestRun, DecideQuestDisputeError>> {
    const form = parseInput(decideDisputeSchema, { decision: input.decision, note: input.note, refundCents: input.refundCents });
    if (!form.ok) return form;
    const run = await this.deps.runs.findById(input.runId);
    if (!run) return err(new QuestRunNotFound());
    const next = decideRunDispute(run, { ...form.value, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    const refunding = runRefundOf(run, next.value);
    if (refunding && run.paymentId) {
      await this.deps.refunds.refund({ paymentId: run.paymentId, amount: refunding.amount, idempotencyKey: refunding.reference });
    }
    return ok(next.value);
  }
}

/** The staff's queue of open disputes, the longest waiting first. */
export class ListOpenQuestDisputes {
  private readonly deps: Pick<QuestsDeps, 'runs'>;

  constructor(deps: Pick<QuestsDeps, 'runs'>) {
    this.deps = deps;
  }

  execute(): Promise<QuestRun[]> {
    return this.deps.runs.listOpenDisputes();
  }
}
