import { centsOf, type Cents } from '@lurkit/core/shared/money.ts';
import type { CheckoutSession, PaymentGatewayPort, PaymentIntent } from '@lurkit/core/shared/payment-gateway.port.ts';
import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  /** Signs webhooks (STRIPE_WEBHOOK_SECRET): only events Stripe signed are believed. */
  webhookSecret: string;
  /** Another API base (the fake server in tests); Stripe's own by default. */
  baseUrl?: string;
}

/**
 * Stripe settings from the environment. Production refuses to start without them: the sandbox checkout
 * lives under /dev, which production does not serve, so companies would be sent to pay nowhere.
 */
export function stripeSettingsFromEnv(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, baseUrl: env.STRIPE_API_URL || undefined };
  if (env.NODE_ENV === 'production')
    throw new Error(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required in production: without them Quest payments would go to the sandbox.',
    );
  return undefined;
}

/** Stripe's client on the official SDK, pointed at `baseUrl` when given. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.baseUrl ? new URL(settings.baseUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/**
 * Companies pay through Stripe Checkout: a hosted page for the cart's total; the session id is the
 * payment id. Every create carries our checkout id as the idempotency key, so a retried request (a
 * double click that reached the provider twice) answers the first session.
 */
export class StripePaymentGateway implements PaymentGatewayPort {
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async createCheckout(input: {
    idempotencyKey: string;
    reference: string;
    amount: Cents;
    customerId: string;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<CheckoutSession> {
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.reference,
        metadata: { reference: input.reference, companyId: input.customerId },
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: input.amount, product_data: { name: input.description } } },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `checkout-${input.idempotencyKey}` },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL.`);
    return { id: session.id, url: session.url };
  }

  async getPayment(id: string): Promise<PaymentIntent | null> {
    if (!/^cs_[A-Za-z0-9_]+$/.test(id)) return null;
    try {
      const session = await this.#stripe.checkout.sessions.retrieve(id);
      return { id: session.id, status: statusOf(session), amount: centsOf(session.amount_total ?? 0), failureReason: null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

/** A Checkout Session is paid once complete with payment_status paid; expired means abandoned. */
function statusOf(session: Stripe.Checkout.Session): PaymentIntent['status'] {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'succeeded';
  if (session.status === 'expired') return 'canceled';
  return 'requires_payment';
}

/**
 * The checkout sessions a signed webhook says moved. The signature is checked against the raw body
 * (replays outside Stripe's tolerance and forged bodies are refused); the event only names the
 * session: its state is read back from Stripe by CompleteCheckout.
 */
export function checkoutSessionOfWebhook(stripe: Stripe, rawBody: string, signature: string, secret: string): string | null {
  return checkoutSessionOfEvent(stripe.webhooks.constructEvent(rawBody, signature, secret));
}

/** A verified event's Quest checkout session; subscription-mode sessions are billing's (plans). */
export function checkoutSessionOfEvent(event: Stripe.Event): string | null {
  const moved = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ];
  if (!moved.includes(event.type)) return null;
  const session = event.data.object as { id?: unknown; mode?: unknown };
  if (session.mode === 'subscription') return null;
  return typeof session.id === 'string' ? session.id : null;
}
