import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { questRunMachine } from '../domain/quest-run.machine.ts';
import { completeRunPayout } from '../domain/quest-run-content.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { creatorAmount } from '../domain/quest-dispute.ts';
import { PayoutFailed, QuestRunNotFound, type DeadlinePassed } from '../domain/quests.errors.ts';
import { postPayoutMove } from './payout-money.ts';
import type { QuestsDeps } from './quests-deps.ts';

export type PayOutRunError = QuestRunNotFound | TransitionNotAllowed | DeadlinePassed | PayoutFailed;

/** The worker pays the creator the agreed amount; the run is completed once the payout is created. */
export class PayOutRun {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'>) {
    this.deps = deps;
  }

  async execute(input: { runId: string }): Promise<Result<QuestRun, PayOutRunError>> {
    const run = await this.deps.runs.findById(input.runId);
    if (!run) return err(new QuestRunNotFound());
    // Asked before paying, so a run outside PAYOUT is never paid (twice).
    const allowed = questRunMachine.transition(run.status, 'completePayout');
    if (!allowed.ok) return allowed;
    // The run id is the reference, so the provider can refuse a second payout for the same run.
    const payout = await this.deps.payouts.createPayout({
      reference: run.id,
      creatorAccountId: run.creatorId,
      amount: creatorAmount(run),
    });
    // Failed at once: the money never left the creator's payable balance, so nothing is posted.
    if (payout.status === 'failed') return err(new PayoutFailed());
    await postPayoutMove(this.deps, { payout, creatorId: run.creatorId, from: 'none' });
    const next = completeRunPayout(run, { payoutId: payout.id, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    await recordRunCompleted(this.deps, next.value, payout.id);
    return ok(next.value);
  }
}

/** A run is completed when its payout is on its way (spec: the Quest's last step). */
export async function recordRunCompleted(deps: Pick<QuestsDeps, 'events' | 'clock'>, run: QuestRun, payoutId: string): Promise<void> {
  await deps.events.record({
    companyId: run.companyId,
    kind: 'run.completed',
    occurredAt: deps.clock.now(),
    data: { questId: run.questId, runId: run.id, creatorId: run.creatorId, payoutId, amountCents: creatorAmount(run) },
  });
}
