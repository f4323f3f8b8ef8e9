import { err, ok, type Result } from '../../shared/result.ts';
import { addCents, centsOf } from '../../shared/money.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { inStockholm } from '../../shared/time.ts';
import { recordRunPayment } from '../domain/quest-run-content.ts';
import { confirmedAmount, type QuestRun } from '../domain/quest-run.entity.ts';
import {
  PaymentAmountMismatch,
  PaymentNotCompleted,
  type DeadlinePassed,
  type NotRunParty,
  type QuestRunNotFound,
} from '../domain/quests.errors.ts';
import { mailRunCreator } from './creator-mail.ts';
import { loadRunFor } from './quest-actor.ts';
import { deliverQuestKit } from './quest-kit.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface RecordPaymentInput {
  companyId: string;
  /** The runs the payment covers: one accepted offer, or a whole cart. */
  runIds: string[];
  paymentId: string;
}
export type RecordPaymentError =
  PaymentNotCompleted | PaymentAmountMismatch | QuestRunNotFound | NotRunParty | TransitionNotAllowed | DeadlinePassed;

/**
 * A succeeded payment for exactly the agreed amounts starts content production on every run it
 * covers. All or nothing: one run that cannot take it leaves every run as it was.
 */
type Deps = Pick<QuestsDeps, 'runs' | 'quests' | 'kitCodes' | 'payments' | 'clock' | 'reminders' | 'mailer' | 'appUrl' | 'events'>;

export class RecordPayment {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RecordPaymentInput): Promise<Result<QuestRun[], RecordPaymentError>> {
    const payment = await this.deps.payments.getPayment(input.paymentId);
    if (payment?.status !== 'succeeded') return err(new PaymentNotCompleted());
    const now = this.deps.clock.now();
    const paid: QuestRun[] = [];
    let total = centsOf(0);
    for (const runId of new Set(input.runIds)) {
      const loaded = await loadRunFor(this.deps.runs, runId, { party: 'COMPANY', companyId: input.companyId });
      if (!loaded.ok) return loaded;
      const next = recordRunPayment(loaded.value.run, { paymentId: payment.id, now });
      if (!next.ok) return next;
      total = addCents(total, confirmedAmount(next.value));
      paid.push(next.value);
    }
    if (paid.length === 0 || total !== payment.amount) return err(new PaymentAmountMismatch());
    for (const run of paid) {
      await this.deps.runs.save(run);
      await this.deps.events.record({
        companyId: run.companyId,
        kind: 'quest.paid',
        occurredAt: now,
        data: { questId: run.questId, runId: run.id, creatorId: run.creatorId, paymentId: payment.id, amountCents: confirmedAmount(run) },
      });
    }
    for (const run of paid) await deliverQuestKit(this.deps, run);
    for (const run of paid) {
      const by = run.submissionDueAt ? ` by ${inStockholm(run.submissionDueAt)}` : '';
      await mailRunCreator(this.deps, run, (name) => ({
        subject: `The Quest "${name}" is paid: start producing`,
        text: `The company paid for your Quest "${name}"; the money is held until your content is approved. Start producing and submit your content in the quest log${by}.`,
      }));
    }
    return ok(paid);
  }
}
