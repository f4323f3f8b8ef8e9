import { useEffect } from 'react';
import { sendUserInit } from '../api/events-client.ts';
import { oncePerKey } from './once-per-key.ts';
import type { SessionState } from './session.types.ts';

/** Module-wide so remounts (StrictMode, layout changes) never send a second event for the same user. */
const firstTimeFor = oncePerKey();

/** Sends the User Init event once per signed-in user id and page load (spec section 7). */
export function useUserInitEvent(session: SessionState): void {
  const user = session.status === 'authenticated' ? session.user : null;

  useEffect(() => {
    if (!user || !firstTimeFor(user.id)) return;
    sendUserInit(user).catch((error: unknown) => {
      // Analytics must never break a page; the failure is only worth a console line.
      console.warn(error);
    });
  }, [user]);
}
