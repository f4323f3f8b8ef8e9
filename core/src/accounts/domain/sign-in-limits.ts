import type { RateLimitRule } from '../../shared/rate-limits.ts';
import { HOUR_MS, MINUTE_MS } from '../../shared/time.ts';

/**
 * Failed sign-ins are counted per client IP and account (an unknown login by its spelling), not per
 * account alone: a stranger guessing from elsewhere locks only their own pair, and the owner still
 * signs in from their own address (1206).
 */
export const SIGN_IN_FAILURES_PER_IP_AND_LOGIN: RateLimitRule = { name: 'sign-in-failures:ip+login', limit: 5, windowMs: 15 * MINUTE_MS };

/**
 * The slower backstop against guesses spread over many addresses: this many failures for one account
 * (by username and email together) from anywhere lock it for everyone for the rest of the hour. At 5 per pair and quarter hour, one
 * address alone cannot reach it; it takes at least 3 addresses guessing at full speed.
 */
export const SIGN_IN_FAILURES_PER_LOGIN: RateLimitRule = { name: 'sign-in-failures:login', limit: 50, windowMs: HOUR_MS };

/** Attempts per client IP whatever the login (credential stuffing): 429 RATE_LIMITED beyond it. */
export const SIGN_INS_PER_IP: RateLimitRule = { name: 'sign-in:ip', limit: 30, windowMs: 10 * MINUTE_MS };

/** The same spelling of a login counts as one key whether typed as `Fox` or ` fox `. */
export const loginKey = (login: string): string => login.trim().toLowerCase();
