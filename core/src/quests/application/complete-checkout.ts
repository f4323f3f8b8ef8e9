import { cardCharge } from '../../ledger/ports/money-movements.ts';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { QuestPayment } from '../domain/quest-payment.entity.ts';
import { CheckoutNotFound } from '../domain/quests.errors.ts';
import { postAll } from './ledgered-quest-run-repository.ts';
import { RecordPayment } from './record-payment.ts';
import type { QuestsDeps } from './quests-deps.ts';

type Deps = Pick<
  QuestsDeps,
  'runs' | 'quests' | 'kitCodes' | 'checkouts' | 'payments' | 'ledger' | 'clock' | 'reminders' | 'mailer' | 'appUrl' | 'events'
>;

/**
 * The provider says a checkout's payment moved (a webhook, or the sandbox page). The provider is asked
 * again rather than trusting the message, and a checkout already settled is answered as it is, so a
 * replayed webhook changes nothing. A succeeded payment starts content production on every line.
 */
export class CompleteCheckout {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { provider: string; providerPaymentId: string }): Promise<Result<QuestPayment, CheckoutNotFound>> {
    const payment = await this.deps.checkouts.findByProviderPaymentId(input.provider, input.providerPaymentId);
    if (!payment) return err(new CheckoutNotFound());
    if (payment.status !== 'open') return ok(payment);
    const intent = await this.deps.payments.getPayment(input.providerPaymentId);
    if (!intent || intent.status === 'requires_payment') return ok(payment);
    const now = this.deps.clock.now();
    if (intent.status !== 'succeeded') {
      const settled: QuestPayment = {
        ...payment,
        status: intent.status === 'canceled' ? 'abandoned' : 'failed',
        failureReason: intent.failureReason ?? (intent.status === 'failed' ? 'The card was declined.' : null),
        completedAt: now,
      };
      await this.deps.checkouts.save(settled);
      return ok(settled);
    }
    // The card was charged whatever becomes of the lines: the money is the provider's to hold until
    // each run's save puts its line in escrow, or staff refund a checkout that could not be applied.
    await postAll(this.deps.ledger, [
      cardCharge({ id: newId(), postedAt: now }, { checkoutId: payment.id, companyId: payment.companyId, amount: intent.amount }),
    ]);
    const recorded = await new RecordPayment(this.deps).execute({
      companyId: payment.companyId,
      runIds: payment.lines.map((l) => l.runId),
      paymentId: input.providerPaymentId,
    });
    // Money was taken but a line can no longer be paid (its payment window ran out meanwhile): the
    // checkout is kept as failed with the reason, for staff to refund; no run moves.
    const settled: QuestPayment = recorded.ok
      ? { ...payment, status: 'paid', completedAt: now }
      : { ...payment, status: 'failed', failureReason: `Paid, but could not be applied: ${recorded.error.message}`, completedAt: now };
    await this.deps.checkouts.save(settled);
    return ok(settled);
  }
}
