import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  /** Set once paid, as Stripe does for a payment-mode session. */
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  mode: 'payment' | 'subscription';
  customer: string | null;
  subscription: string | null;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; current_period_end: number; price: FakePrice }[] };
}

interface FakePrice {
  id: string;
  object: 'price';
  lookup_key: string;
  unit_amount: number;
  currency: 'usd';
}

interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  number: string;
  status: 'paid' | 'open';
  attempt_count: number;
  amount_due: number;
  amount_paid: number;
  created: number;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: { description: string; period: { start: number; end: number } }[] };
}

/** The plans' prices a Stripe account is set up with (docs/operations.md), by lookup key. */
const PRICES: FakePrice[] = [
  { id: 'price_pro', object: 'price', lookup_key: 'lurkit_pro_monthly', unit_amount: 49_900, currency: 'usd' },
  { id: 'price_enterprise', object: 'price', lookup_key: 'lurkit_enterprise_monthly', unit_amount: 149_900, currency: 'usd' },
];
const MONTH_S = 30 * 24 * 3600;
const nowS = () => Math.floor(Date.now() / 1000);

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/**
 * Stripe's HTTP API as far as Checkout and Billing go (prices by lookup key, subscriptions, invoices,
 * the Billing Portal): form-encoded POST /v1/checkout/sessions with Bearer auth
 * and Idempotency-Key (the same key answers the first session), GET /v1/checkout/sessions/{id}, and
 * Stripe's error body with a 404 for unknown sessions; sessions and refunds are listed in one page. Tests settle sessions with `pay`/`expire`.
 */
export class FakeStripeServer {
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices: FakeInvoice[] = [];
  /** Idempotency keys of every POST, in order (an SDK retry sends the same key again). */
  readonly idempotencyKeys: string[] = [];
  readonly #answered = new Map<string, unknown>();
  readonly #byIdempotencyKey = new Map<string, string>();
  /** Refunds made, by id; a refund may not take more than its payment's amount in total. */
  readonly refunds = new Map<
    string,
    { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded'; metadata: Record<string, string> }
  >();
  readonly #refundsByKey = new Map<string, string>();
  /** Create requests seen, including ones answered from the idempotency cache. */
  createRequests = 0;
  #server: Server | null = null;
  readonly #secretKey: string;

  constructor(secretKey = 'sk_test_fake') {
    this.#secretKey = secretKey;
  }

  async start(): Promise<string> {
    this.#server = createServer((req, res) => void this.#handle(req, res.writeHead.bind(res), (body) => res.end(body)));
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  pay(id: string): void {
    const session = this.sessions.get(id);
    if (session) this.sessions.set(id, { ...session, status: 'complete', payment_status: 'paid', payment_intent: `pi_${id}` });
  }

  expire(id: string): void {
    const session = this.sessions.get(id);
    if (session) this.sessions.set(id, { ...session, status: 'expired' });
  }

  /** The payer entered a card on a subscription-mode session: customer, subscription and a paid first invoice. */
  completeSubscription(id: string): FakeSubscription {
    const session = this.sessions.get(id);
    if (!session || session.mode !== 'subscription') throw new Error(`no subscription checkout ${id}`);
    const n = this.subscriptions.size + 1;
    const price = PRICES.find((p) => p.id === session.metadata.price) ?? PRICES[0]!;
    const subscription: FakeSubscription = {
      id: `sub_fake${n}`,
      object: 'subscription',
      customer: `cus_fake${n}`,
      status: 'active',
      cancel_at_period_end: false,
      metadata: { companyId: session.metadata.companyId ?? '' },
      items: { object: 'list', data: [{ id: `si_fake${n}`, object: 'subscription_item', current_period_end: nowS() + MONTH_S, price }] },
    };
    this.subscriptions.set(subscription.id, subscription);
    this.sessions.set(id, {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      customer: subscription.customer,
      subscription: subscription.id,
    });
    this.#invoice(subscription, 'paid');
    return subscription;
  }

  /** Stripe's renewal charge was declined: an open invoice with a failed attempt, the subscription past due. */
  failRenewal(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    this.subscriptions.set(subscriptionId, { ...subscription, status: 'past_due' });
    this.#invoice(subscription, 'open');
  }

  #invoice(subscription: FakeSubscription, status: 'paid' | 'open') {
    const price = subscription.items.data[0]!.price;
    const created = nowS() + this.invoices.length;
    this.invoices.unshift({
      id: `in_fake${this.invoices.length + 1}`,
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${String(this.invoices.length + 1).padStart(4, '0')}`,
      status,
      attempt_count: 1,
      amount_due: price.unit_amount,
      amount_paid: status === 'paid' ? price.unit_amount : 0,
      created,
      period_start: created,
      period_end: created + MONTH_S,
      lines: {
        object: 'list',
        data: [{ description: `1 × Lurkit ${price.lookup_key}`, period: { start: created, end: created + MONTH_S } }],
      },
    });
  }

  async #handle(req: IncomingMessage, head: (status: number, headers: Record<string, string>) => void, end: (body: string) => void) {
    const json = (status: number, body: unknown) => {
      head(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
      end(JSON.stringify(body));
    };
    const error = (status: number, type: string, message: string) => json(status, { error: { type, message } });
    if (req.headers.authorization !== `Bearer ${this.#secretKey}`) return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      this.createRequests += 1;
      const key = String(req.headers['idempotency-key'] ?? '');
      const params = new URLSearchParams(await readBody(req));
      const known = key ? this.#byIdempotencyKey.get(key) : undefined;
      if (known) return json(200, this.sessions.get(known));
      if (key) this.idempotencyKeys.push(key);
      if (params.get('mode') === 'subscription') {
        const price = PRICES.find((p) => p.id === params.get('line_items[0][price]'));
        if (!price) return error(400, 'invalid_request_error', `No such price: '${params.get('line_items[0][price]')}'`);
        const id = `cs_test_sub${this.sessions.size + 1}${Date.now().toString(36)}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: price.unit_amount,
          currency: 'usd',
          client_reference_id: params.get('client_reference_id'),
          payment_intent: null,
          success_url: params.get('success_url') ?? '',
          cancel_url: params.get('cancel_url') ?? '',
          metadata: { companyId: params.get('metadata[companyId]') ?? '', plan: params.get('metadata[plan]') ?? '', price: price.id },
          mode: 'subscription',
          customer: null,
          subscription: null,
        };
        this.sessions.set(id, session);
        if (key) this.#byIdempotencyKey.set(key, id);
        return json(200, session);
      }
      const amount = Number(params.get('line_items[0][price_data][unit_amount]'));
      if (!Number.isSafeInteger(amount) || amount <= 0) return error(400, 'invalid_request_error', 'Invalid integer: unit_amount');
      const id = `cs_test_${this.sessions.size + 1}${Date.now().toString(36)}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount * Number(params.get('line_items[0][quantity]') ?? 1),
        currency: params.get('line_items[0][price_data][currency]') ?? 'usd',
        client_reference_id: params.get('client_reference_id'),
        payment_intent: null,
        success_url: params.get('success_url') ?? '',
        cancel_url: params.get('cancel_url') ?? '',
        metadata: { reference: params.get('metadata[reference]') ?? '' },
        mode: 'payment',
        customer: null,
        subscription: null,
      };
      this.sessions.set(id, session);
      if (key) this.#byIdempotencyKey.set(key, id);
      return json(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const known = key ? this.#refundsByKey.get(key) : undefined;
      if (known) return json(200, this.refunds.get(known));
      const params = new URLSearchParams(await readBody(req));
      const intent = params.get('payment_intent') ?? '';
      const session = [...this.sessions.values()].find((s) => s.payment_intent === intent);
      if (!session) return error(400, 'invalid_request_error', `No such payment_intent: '${intent}'`);
      const amount = Number(params.get('amount') ?? session.amount_total);
      const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > session.amount_total)
        return error(400, 'invalid_request_error', `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`);
      const refund = {
        id: `re_${this.refunds.size + 1}`,
        object: 'refund' as const,
        payment_intent: intent,
        amount,
        status: 'succeeded' as const,
        metadata: Object.fromEntries(
          [...params].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
        ),
      };
      this.refunds.set(refund.id, refund);
      if (key) this.#refundsByKey.set(key, refund.id);
      return json(200, refund);
    }
    // Lists answer in one page, as Stripe does for an account this small.
    const list = (data: unknown[]) => json(200, { object: 'list', url: url.pathname, has_more: false, data });
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') return list([...this.sessions.values()]);
    if (req.method === 'GET' && url.pathname === '/v1/refunds') return list([...this.refunds.values()]);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1] ?? ''));
      return session ? json(200, session) : error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
    }
    if (req.method === 'GET' && url.pathname === '/v1/prices') {
      const keys = [...url.searchParams.entries()].filter(([name]) => name.startsWith('lookup_keys')).map(([, value]) => value);
      return json(200, { object: 'list', has_more: false, data: PRICES.filter((p) => keys.includes(p.lookup_key)) });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ''));
      if (!subscription) return error(404, 'invalid_request_error', `No such subscription: '${subscriptionPath[1]}'`);
      if (req.method === 'GET') return json(200, subscription);
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key) this.idempotencyKeys.push(key);
      if (key && this.#answered.has(key)) return json(200, this.#answered.get(key));
      const params = new URLSearchParams(await readBody(req));
      const price = PRICES.find((p) => p.id === params.get('items[0][price]'));
      const updated: FakeSubscription = {
        ...subscription,
        cancel_at_period_end: params.has('cancel_at_period_end')
          ? params.get('cancel_at_period_end') === 'true'
          : subscription.cancel_at_period_end,
        items: price ? { ...subscription.items, data: subscription.items.data.map((item) => ({ ...item, price })) } : subscription.items,
      };
      this.subscriptions.set(updated.id, updated);
      if (key) this.#answered.set(key, updated);
      return json(200, updated);
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoices') {
      const customer = url.searchParams.get('customer');
      return json(200, { object: 'list', has_more: false, data: this.invoices.filter((i) => !customer || i.customer === customer) });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key) this.idempotencyKeys.push(key);
      const params = new URLSearchParams(await readBody(req));
      return json(200, {
        id: 'bps_fake',
        object: 'billing_portal.session',
        url: `https://billing.stripe.com/p/session/${params.get('customer')}`,
      });
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
}
