import type { SessionState } from './session.types.ts';

type Status = SessionState['status'];

/**
 * Spec section 2: the page reloads when an authenticated session becomes unauthenticated — unless
 * this page ended it itself (sign out, account deleted), which already moved on to /login.
 */
export function shouldReloadOnSessionChange(previous: Status | undefined, next: Status, endedHere: boolean): boolean {
  return previous === 'authenticated' && next === 'unauthenticated' && !endedHere;
}

let endingHere = false;

/** Called before this page ends the session, so the change is not mistaken for one from elsewhere. */
export function markSessionEndingHere(): void {
  endingHere = true;
}

/** Reads and clears the mark: it covers one session end only. */
export function takeSessionEndingHere(): boolean {
  const marked = endingHere;
  endingHere = false;
  return marked;
}
