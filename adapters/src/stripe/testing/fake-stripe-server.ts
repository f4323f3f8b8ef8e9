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
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/**
 * Stripe's HTTP API as far as Checkout goes: form-encoded POST /v1/checkout/sessions with Bearer auth
 * and Idempotency-Key (the same key answers the first session), GET /v1/checkout/sessions/{id}, and
 * Stripe's error body with a 404 for unknown sessions. Tests settle sessions with `pay`/`expire`.
 */
export class FakeStripeServer {
  readonly sessions = new Map<string, FakeSession>();
  readonly #byIdempotencyKey = new Map<string, string>();
  /** Refunds made, by id; a refund may not take more than its payment's amount in total. */
  readonly refunds = new Map<string, { id: string; object: 'refund'; payment_intent: string; amount: number; status: 'succeeded' }>();
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
      };
      this.refunds.set(refund.id, refund);
      if (key) this.#refundsByKey.set(key, refund.id);
      return json(200, refund);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1] ?? ''));
      return session ? json(200, session) : error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
}
