import { RESPONSE_EXCERPT_CHARS, type AttemptOutcome } from '@lurkit/core/webhooks/domain/webhook-delivery.entity.ts';
import type { WebhookAddressCheckPort } from '@lurkit/core/webhooks/ports/webhook-address-check.port.ts';
import type { WebhookSenderPort } from '@lurkit/core/webhooks/ports/webhook-sender.port.ts';
import { checkPublicHost } from '../shared/public-address.ts';

/** A receiver answers within this, or the attempt fails and is retried. */
const TIMEOUT_MS = 10_000;

export interface WebhookNetworkSettings {
  /** Only for tests and local development: `host:port`s on loopback that may receive deliveries. */
  allowedPrivateHosts?: readonly string[];
  timeoutMs?: number;
}

/**
 * Endpoint URLs go through the feed reader's guard (`shared/public-address.ts`) when added, and again
 * on every delivery, so a host that later resolves into our network is not called either.
 */
export class PublicAddressCheck implements WebhookAddressCheckPort {
  readonly #allowed: ReadonlySet<string>;

  constructor(settings: WebhookNetworkSettings = {}) {
    this.#allowed = new Set(settings.allowedPrivateHosts ?? []);
  }

  async check(url: string): Promise<'public' | 'private' | 'unresolvable'> {
    const parsed = new URL(url);
    if (this.#allowed.has(parsed.host)) return 'public';
    return (await checkPublicHost(parsed)).kind;
  }
}

/** POSTs over fetch; redirects are not followed (a 3xx is a failed attempt), the answer's first 2 KB are kept. */
export class HttpWebhookSender implements WebhookSenderPort {
  readonly #addresses: PublicAddressCheck;
  readonly #timeoutMs: number;

  constructor(settings: WebhookNetworkSettings = {}) {
    this.#addresses = new PublicAddressCheck(settings);
    this.#timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
  }

  async post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<AttemptOutcome> {
    try {
      const address = await this.#addresses.check(url);
      if (address !== 'public')
        return { status: null, body: address === 'private' ? 'The host is a private address.' : 'The host could not be found.' };
      const signal = AbortSignal.timeout(this.#timeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'user-agent': 'Lurkit webhooks (+https://lurkit.example)' },
        body,
        redirect: 'manual',
        signal,
      });
      return { status: response.status, body: await excerpt(response) };
    } catch (error) {
      return {
        status: null,
        body:
          error instanceof Error && error.name === 'TimeoutError'
            ? 'No answer within 10 seconds.'
            : `Not reached: ${String(error instanceof Error ? (error.cause ?? error.message) : error)}`,
      };
    }
  }
}

/** The answer's first characters; the rest is not downloaded. */
async function excerpt(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < RESPONSE_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, RESPONSE_EXCERPT_CHARS);
}
