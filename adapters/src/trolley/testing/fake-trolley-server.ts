import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trolleySignature } from '../trolley-api.ts';

interface FakeRecipient {
  id: string;
  referenceId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  status: 'incomplete' | 'active';
  accounts: Record<string, unknown>[];
}

interface FakePayment {
  id: string;
  status: 'pending' | 'processing' | 'processed' | 'failed' | 'returned';
  recipient: { id: string };
  sourceAmount: string;
  sourceCurrency: string;
  externalId: string | null;
  failureMessage: string | null;
}

interface FakeBatch {
  id: string;
  description: string;
  status: 'open' | 'processing' | 'complete';
  quoted: boolean;
  payments: FakePayment[];
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/**
 * Trolley's REST API as far as payouts go, checking the `prsign` signature of every request:
 * recipients (search, create, get, add an account), batches (search, create with payments, quote,
 * start processing, list payments), with Trolley's `{ ok, errors }` error body. Tests settle payments
 * with `settle` and make one call fail with `failNext`, as a network cut between our two writes would.
 */
export class FakeTrolleyServer {
  readonly recipients = new Map<string, FakeRecipient>();
  readonly batches = new Map<string, FakeBatch>();
  batchesCreated = 0;
  #failing: string | null = null;
  #server: Server | null = null;
  #seq = 0;
  readonly accessKey: string;
  readonly secretKey: string;

  constructor(accessKey = 'ALfake', secretKey = 'secret_fake') {
    this.accessKey = accessKey;
    this.secretKey = secretKey;
  }

  async start(): Promise<string> {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** The next request whose path ends with `pathEnd` answers 503 (after doing nothing). */
  failNext(pathEnd: string): void {
    this.#failing = pathEnd;
  }

  payments(): FakePayment[] {
    return [...this.batches.values()].flatMap((b) => b.payments);
  }

  settle(paymentId: string, status: 'processed' | 'failed' | 'returned', failureMessage: string | null = null): FakePayment {
    const payment = this.payments().find((p) => p.id === paymentId);
    if (!payment) throw new Error(`no payment ${paymentId}`);
    payment.status = status;
    payment.failureMessage = failureMessage;
    return payment;
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const answer = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const refuse = (status: number, code: string, message: string) => answer(status, { ok: false, errors: [{ code, message }] });
    const path = req.url ?? '/';
    const method = req.method ?? 'GET';
    const timestamp = Number(req.headers['x-pr-timestamp']);
    const expected = `prsign ${this.accessKey}:${trolleySignature(this.secretKey, timestamp, method, path, method === 'GET' ? '' : body)}`;
    if (req.headers.authorization !== expected) return refuse(401, 'invalid_signature', 'Invalid authorization signature');
    const url = new URL(path, 'http://trolley');
    if (this.#failing && url.pathname.endsWith(this.#failing)) {
      this.#failing = null;
      return refuse(503, 'down_for_maintenance', 'Down for maintenance');
    }
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const search = url.searchParams.get('search') ?? '';
    const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [, collection, id, sub] = segments;

    if (collection === 'recipients') {
      if (!id && method === 'GET') {
        const found = [...this.recipients.values()].filter((r) => r.referenceId?.includes(search) || r.email.includes(search));
        return answer(200, { ok: true, recipients: found, meta: { page: 1, pages: 1, records: found.length } });
      }
      if (!id && method === 'POST') {
        if (typeof input.email !== 'string' || !input.email.includes('@')) return refuse(400, 'invalid_field', 'email is required');
        const recipient: FakeRecipient = {
          id: `R-${++this.#seq}`,
          referenceId: typeof input.referenceId === 'string' ? input.referenceId : null,
          email: input.email,
          firstName: String(input.firstName ?? ''),
          lastName: String(input.lastName ?? ''),
          status: 'incomplete',
          accounts: [],
        };
        this.recipients.set(recipient.id, recipient);
        return answer(200, { ok: true, recipient });
      }
      const recipient = id ? this.recipients.get(id) : undefined;
      if (!recipient) return refuse(404, 'not_found', 'Object not found');
      if (!sub && method === 'GET') return answer(200, { ok: true, recipient });
      if (sub === 'accounts' && method === 'POST') {
        const valid =
          input.type === 'paypal'
            ? typeof input.emailAddress === 'string'
            : input.type === 'bank-transfer' && typeof input.iban === 'string';
        if (!valid) return refuse(400, 'invalid_field', 'account details are incomplete');
        recipient.accounts.push(input);
        recipient.status = 'active';
        return answer(200, { ok: true, account: { id: `A-${++this.#seq}`, ...input } });
      }
    }

    if (collection === 'batches') {
      if (!id && method === 'GET') {
        const found = [...this.batches.values()].filter((b) => b.description.includes(search));
        return answer(200, {
          ok: true,
          batches: found.map(({ payments: _, ...b }) => b),
          meta: { page: 1, pages: 1, records: found.length },
        });
      }
      if (!id && method === 'POST') {
        const payments = (Array.isArray(input.payments) ? input.payments : []) as Record<string, unknown>[];
        for (const p of payments) {
          const recipientId = (p.recipient as { id?: string } | undefined)?.id;
          if (!recipientId || !this.recipients.has(recipientId)) return refuse(400, 'invalid_recipient', 'Recipient not found');
          if (!/^\d+\.\d{2}$/.test(String(p.sourceAmount))) return refuse(400, 'invalid_amount', 'sourceAmount must be a decimal string');
        }
        const batch: FakeBatch = {
          id: `B-${++this.#seq}`,
          description: String(input.description ?? ''),
          status: 'open',
          quoted: false,
          payments: payments.map((p) => ({
            id: `P-${++this.#seq}`,
            status: 'pending',
            recipient: { id: (p.recipient as { id: string }).id },
            sourceAmount: String(p.sourceAmount),
            sourceCurrency: String(p.sourceCurrency ?? 'USD'),
            externalId: typeof p.externalId === 'string' ? p.externalId : null,
            failureMessage: null,
          })),
        };
        this.batches.set(batch.id, batch);
        this.batchesCreated++;
        const { payments: _, ...shown } = batch;
        return answer(200, { ok: true, batch: shown });
      }
      const batch = id ? this.batches.get(id) : undefined;
      if (!batch) return refuse(404, 'not_found', 'Object not found');
      if (sub === 'generate-quote' && method === 'POST') {
        batch.quoted = true;
        return answer(200, { ok: true, batch: { id: batch.id, description: batch.description, status: batch.status } });
      }
      if (sub === 'start-processing' && method === 'POST') {
        if (!batch.quoted) return refuse(400, 'quote_required', 'Generate a quote first');
        if (batch.status !== 'open') return refuse(400, 'invalid_status', 'Batch is already processing');
        batch.status = 'processing';
        for (const payment of batch.payments) payment.status = 'processing';
        return answer(200, { ok: true, batch: { id: batch.id, description: batch.description, status: batch.status } });
      }
      if (sub === 'payments' && method === 'GET')
        return answer(200, { ok: true, payments: batch.payments, meta: { page: 1, pages: 1, records: batch.payments.length } });
    }
    return refuse(404, 'not_found', 'Route not found');
  }
}
