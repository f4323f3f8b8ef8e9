import type { AttemptOutcome } from '../domain/webhook-delivery.entity.ts';
import type { WebhookSenderPort } from '../ports/webhook-sender.port.ts';

export interface SentWebhook {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Records what was sent and answers what the test set (200 by default). */
export class FakeWebhookSender implements WebhookSenderPort {
  readonly sent: SentWebhook[] = [];
  answer: (sent: SentWebhook) => AttemptOutcome = () => ({ status: 200, body: 'ok' });

  async post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<AttemptOutcome> {
    const sent = { url, headers, body };
    this.sent.push(sent);
    return this.answer(sent);
  }
}

/** Hosts named `*.internal` or `localhost` are private, `*.invalid` has no address, the rest are public. */
export const fakeAddressCheck = {
  async check(url: string): Promise<'public' | 'private' | 'unresolvable'> {
    const host = new URL(url).hostname;
    if (host === 'localhost' || host.endsWith('.internal') || host.startsWith('127.') || host.startsWith('10.')) return 'private';
    return host.endsWith('.invalid') ? 'unresolvable' : 'public';
  },
};
