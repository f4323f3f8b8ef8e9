import type { RateLimitRule } from '../../shared/rate-limits.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../shared/time.ts';

/** Reset requests per address in a day before 1403, counted for every address alike (known or not). */
export const RESETS_PER_ADDRESS: RateLimitRule = { name: 'reset:address', limit: 5, windowMs: DAY_MS };
/** Reset requests per client address, whatever email they name. */
export const RESETS_PER_IP: RateLimitRule = { name: 'reset:ip', limit: 10, windowMs: HOUR_MS };
/** Resend-verification requests per client address (signed out) or account (signed in). */
export const RESENDS_PER_IP: RateLimitRule = { name: 'resend:ip', limit: 10, windowMs: HOUR_MS };
export const RESENDS_PER_ACCOUNT: RateLimitRule = { name: 'resend:user', limit: 5, windowMs: HOUR_MS };
/** New accounts per client address: enough for an office behind one address, not for a script. */
export const REGISTRATIONS_PER_IP: RateLimitRule = { name: 'register:ip', limit: 10, windowMs: HOUR_MS };
/**
 * Current-password checks (settings save, password change, delete account): wrong guesses from a
 * borrowed session count like sign-in guesses, per account and per client address.
 */
export const CURRENT_PASSWORD_CHECKS_PER_ACCOUNT: RateLimitRule = { name: 'current-password:user', limit: 5, windowMs: 15 * MINUTE_MS };
export const CURRENT_PASSWORD_CHECKS_PER_IP: RateLimitRule = { name: 'current-password:ip', limit: 20, windowMs: 15 * MINUTE_MS };
/** Company member invitations (new or resent) per company a day; every one is a mail to an outsider. */
export const MEMBER_INVITES_PER_COMPANY: RateLimitRule = { name: 'member-invite:company', limit: 20, windowMs: DAY_MS };
