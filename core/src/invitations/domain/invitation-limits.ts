import type { RateLimitRule } from '../../shared/rate-limits.ts';
import { DAY_MS } from '../../shared/time.ts';
import { MAX_INVITES_PER_BATCH } from './invite-creators.schema.ts';

/** New and resent creator invitations per company a day: one full batch. */
export const CREATOR_INVITES_PER_COMPANY: RateLimitRule = {
  name: 'creator-invite:company',
  limit: MAX_INVITES_PER_BATCH,
  windowMs: DAY_MS,
};

/**
 * Invitation mails one address gets a day from all companies together. Past it the invitation is
 * still recorded (the creator sees it in Lurkit) but not mailed, so invitations cannot spam an inbox.
 */
export const INVITATION_MAILS_PER_ADDRESS: RateLimitRule = { name: 'creator-invite:address', limit: 3, windowMs: DAY_MS };
