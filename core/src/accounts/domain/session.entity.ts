import { DAY_MS } from '../../shared/time.ts';

export const SESSION_MAX_AGE_MS = 30 * DAY_MS;
/** A session is extended at most once a day, so reads stay cheap. */
export const SESSION_UPDATE_AGE_MS = DAY_MS;

/** Server-side session; the cookie holds the secret, the store only its hash (the id). */
export interface Session {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}
