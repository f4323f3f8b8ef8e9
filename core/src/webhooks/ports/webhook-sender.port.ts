import type { AttemptOutcome } from '../domain/webhook-delivery.entity.ts';

/**
 * POSTs one delivery. Any answer is an outcome (its status and the start of its body); a host that cannot
 * be reached, times out, or resolves to a private address is `status: null` with the reason. Never throws.
 */
export interface WebhookSenderPort {
  post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<AttemptOutcome>;
}
