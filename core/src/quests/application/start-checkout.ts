import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { coversSameRuns, paymentOf, type QuestPayment } from '../domain/quest-payment.entity.ts';
import { CartEmpty } from '../domain/quests.errors.ts';
import { ViewCart } from './quest-queries.ts';
import type { QuestsDeps } from './quests-deps.ts';

type Deps = Pick<QuestsDeps, 'runs' | 'checkouts' | 'payments' | 'paymentProvider' | 'clock'>;

/**
 * Pay for the cart: one checkout for every accepted offer awaiting payment. Pressed twice, the open
 * checkout of the same cart is handed back (the provider is asked with the checkout's id as its
 * idempotency key), so a double click never charges twice.
 */
export class StartCheckout {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; appUrl: string }): Promise<Result<QuestPayment, CartEmpty>> {
    const cart = await new ViewCart(this.deps).execute({ companyId: input.companyId });
    if (cart.lines.length === 0) return err(new CartEmpty());
    const now = this.deps.clock.now();
    const open = await this.deps.checkouts.findOpen(input.companyId);
    if (
      open &&
      open.checkoutUrl &&
      coversSameRuns(
        open,
        cart.lines.map((l) => l.runId),
      )
    )
      return ok(open);
    // The cart changed since that checkout opened: it is left behind, never paid for the old lines.
    if (open) await this.deps.checkouts.save({ ...open, status: 'abandoned', completedAt: now });

    const payment = paymentOf({ id: newId(), companyId: input.companyId, cart, provider: this.deps.paymentProvider, now });
    await this.deps.checkouts.save(payment);
    const session = await this.deps.payments.createCheckout({
      idempotencyKey: payment.id,
      reference: payment.id,
      amount: payment.total,
      customerId: input.companyId,
      description: `Lurkit Quests: ${payment.lines.length} accepted offer${payment.lines.length === 1 ? '' : 's'}`,
      successUrl: `${input.appUrl}/company/cart/success?payment=${payment.id}`,
      cancelUrl: `${input.appUrl}/company/cart?payment=${payment.id}`,
    });
    const started = { ...payment, providerPaymentId: session.id, checkoutUrl: session.url };
    await this.deps.checkouts.save(started);
    return ok(started);
  }
}
