import { addMs, DAY_MS } from '../../shared/time.ts';

/** Spec 9: 30 days after claiming a key to submit content, otherwise the completion rate falls. */
export const KEY_CONTENT_WINDOW_DAYS = 30;
export const KEY_CONTENT_WINDOW_MS = KEY_CONTENT_WINDOW_DAYS * DAY_MS;

export const contentDueAt = (claimedAt: Date): Date => addMs(claimedAt, KEY_CONTENT_WINDOW_MS);

/** The due instant itself is still in time; one millisecond later is late. */
export const isWithinContentWindow = (claimedAt: Date, now: Date): boolean => now <= contentDueAt(claimedAt);
