import { DomainError } from './domain-error.ts';
import type { RateLimitPort } from './rate-limit.port.ts';
import { err, ok, type Result } from './result.ts';
import { MINUTE_MS } from './time.ts';

/** At most `limit` hits per `windowMs` for one subject (an IP, an account, an address). */
export interface RateLimitRule {
  /** The counter's family, the first part of its key (`sign-in:ip`). */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export class RateLimited extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly message: string;
  readonly retryAt: Date;
  constructor(retryAt: Date, now: Date) {
    super();
    this.retryAt = retryAt;
    const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE_MS));
    this.message = `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
}

/** Subjects come from clients (a typed login); a cut keeps every key within the column, collisions stay harmless. */
export const rateLimitKey = (rule: RateLimitRule, subject: string): string => `${rule.name}:${subject.slice(0, 300)}`;

/** Counts one hit for `subject`; past the rule's limit the answer is RATE_LIMITED until the window ends. */
export async function consume(limits: RateLimitPort, rule: RateLimitRule, subject: string, now: Date): Promise<Result<void, RateLimited>> {
  const { hits, resetsAt } = await limits.hit(rateLimitKey(rule, subject), rule.windowMs, now);
  return hits > rule.limit ? err(new RateLimited(resetsAt, now)) : ok(undefined);
}

/** Whether `subject` still has room under the rule, counting this one (for quotas that drop silently). */
export async function withinQuota(limits: RateLimitPort, rule: RateLimitRule, subject: string, now: Date): Promise<boolean> {
  return (await consume(limits, rule, subject, now)).ok;
}
