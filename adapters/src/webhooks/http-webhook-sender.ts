import http from 'node:http';
import https from 'node:https';
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

/** Sockets kept open to one receiver; a run sends at most DELIVERIES_AT_ONCE at a time per worker loop. */
const SOCKETS_PER_HOST = 64;

/**
 * POSTs through one keep-alive agent per scheme, shared by every sender of the process: a receiver
 * getting many deliveries answers them over a few reused connections instead of a handshake each.
 */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST }),
  https: new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST }),
};

/** POSTs over node:http(s); redirects are not followed (a 3xx is a failed attempt), the answer's first 2 KB are kept. */
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
      return await this.#send(new URL(url), headers, body);
    } catch (error) {
      return { status: null, body: `Not reached: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  #send(url: URL, headers: Readonly<Record<string, string>>, body: string): Promise<AttemptOutcome> {
    return new Promise((resolve) => {
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: secure ? agents.https : agents.http,
        headers: { ...headers, 'user-agent': 'Lurkit webhooks (+https://lurkit.example)', 'content-length': Buffer.byteLength(body) },
      });
      let settled = false;
      const settle = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const timer = setTimeout(() => {
        settle({ status: null, body: `No answer within ${this.#timeoutMs / 1000} seconds.` });
        request.destroy();
      }, this.#timeoutMs);
      request.on('error', (error) => settle({ status: null, body: `Not reached: ${error.message}` }));
      request.on('response', (response) => {
        // The answer's first characters; the rest is not downloaded (the connection is dropped instead).
        const decoder = new TextDecoder();
        let text = '';
        const done = () => settle({ status: response.statusCode ?? null, body: text.slice(0, RESPONSE_EXCERPT_CHARS) });
        response.on('data', (chunk: Buffer) => {
          text += decoder.decode(chunk, { stream: true });
          if (text.length >= RESPONSE_EXCERPT_CHARS) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      });
      request.end(body);
    });
  }
}
