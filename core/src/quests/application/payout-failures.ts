import type { Cents } from '../../shared/money.ts';
import type { PayoutStatus } from '../../shared/payout.port.ts';
import { ok, type Result } from '../../shared/result.ts';
import { completeRunPayout } from '../domain/quest-run-content.ts';
import { creatorAmount } from '../domain/quest-dispute.ts';
import { mailRunCreator } from './creator-mail.ts';
import { recordRunCompleted } from './pay-out-run.ts';
import { postPayoutMove } from './payout-money.ts';
import type { QuestsDeps } from './quests-deps.ts';

/** Where a creator fixes their payout details. */
export const PAYOUT_SETTINGS_PATH = '/user/settings/payments';

/**
 * The provider failed a run's payout (the reference is the run): the creator is told by mail and
 * under the bell why, and that saving their payout details again pays it again.
 */
export class TellCreatorPayoutFailed {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'reminders' | 'mailer' | 'appUrl' | 'events' | 'clock'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'reminders' | 'mailer' | 'appUrl' | 'events' | 'clock'>) {
    this.deps = deps;
  }
  async execute(input: { reference: string; failureReason: string | null }): Promise<void> {
    const run = await this.deps.runs.findById(input.reference);
    if (!run) return;
    await this.deps.events.record({
      companyId: run.companyId,
      kind: 'payout.failed',
      occurredAt: this.deps.clock.now(),
      data: { questId: run.questId, runId: run.id, creatorId: run.creatorId, reason: input.failureReason },
    });
    await mailRunCreator(this.deps, run, (name) => ({
      subject: 'Your Quest payout failed',
      text: `Your payout for the Quest "${name}" failed: ${input.failureReason ?? 'the payout provider gave no reason'}.\n\nFix your payout details at ${this.deps.appUrl}${PAYOUT_SETTINGS_PATH}: the payout is sent again as soon as you save them.`,
    }));
  }
}

/**
 * The creator saved their payout details: each of their failed payouts is sent again, once (the
 * provider's payout is keyed by the run, and only a failed payout is retried). A run whose first
 * payout failed outright is completed now that the payout is on its way.
 */
export class RetryFailedPayouts {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'payouts' | 'ledger' | 'clock' | 'events'>) {
    this.deps = deps;
  }
  async execute(input: { creatorId: string }): Promise<Result<{ retried: number }, never>> {
    let retried = 0;
    for (const failed of await this.deps.payouts.listFailed(input.creatorId)) {
      const run = await this.deps.runs.findById(failed.reference);
      if (!run || run.creatorId !== input.creatorId) continue;
      const payout = await this.deps.payouts.retryPayout({
        reference: run.id,
        creatorAccountId: run.creatorId,
        amount: creatorAmount(run),
      });
      if (payout.status === 'failed') continue;
      await postPayoutMove(this.deps, { payout, creatorId: run.creatorId, from: 'failed' });
      retried += 1;
      if (run.status !== 'PAYOUT') continue;
      const completed = completeRunPayout(run, { payoutId: payout.id, now: this.deps.clock.now() });
      if (!completed.ok) continue;
      await this.deps.runs.save(completed.value);
      await recordRunCompleted(this.deps, completed.value, payout.id);
    }
    return ok({ retried });
  }
}

/** A payout the provider moved (a webhook, or /dev/payouts): from what status to what, and for whom. */
export interface PayoutMoved {
  readonly id: string;
  /** The quest run it pays. */
  readonly reference: string;
  readonly creatorId: string;
  readonly amount: Cents;
  readonly from: PayoutStatus;
  readonly to: PayoutStatus;
  readonly failureReason: string | null;
}

/**
 * A provider moved a payout (its adapter applied the move, only forward): the ledger follows in the
 * same transaction (paid: it reached the creator; failed or returned: payable to them again), and a
 * failure is told to the creator with what to do.
 */
export class RecordPayoutMove {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'ledger' | 'clock' | 'reminders' | 'mailer' | 'appUrl' | 'events'>;
  constructor(deps: Pick<QuestsDeps, 'runs' | 'ledger' | 'clock' | 'reminders' | 'mailer' | 'appUrl' | 'events'>) {
    this.deps = deps;
  }
  async execute(moved: PayoutMoved): Promise<void> {
    await postPayoutMove(this.deps, {
      payout: { id: moved.id, amount: moved.amount, status: moved.to },
      creatorId: moved.creatorId,
      from: moved.from,
    });
    if (moved.to === 'failed') await new TellCreatorPayoutFailed(this.deps).execute(moved);
  }
}
