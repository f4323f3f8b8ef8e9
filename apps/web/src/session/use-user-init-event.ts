import { useEffect, useRef } from 'react';
import { sendUserInit } from '../api/events-client.ts';
import type { SessionState } from './session.types.ts';

/** Sends the User Init event once per signed-in user and page load (spec section 7). */
export function useUserInitEvent(session: SessionState): void {
  const sentFor = useRef<string | null>(null);
  const user = session.status === 'authenticated' ? session.user : null;

  useEffect(() => {
    if (!user || sentFor.current === user.id) return;
    sentFor.current = user.id;
    sendUserInit(user).catch((error: unknown) => {
      // Analytics must never break a page; the failure is only worth a console line.
      console.warn(error);
    });
  }, [user]);
}
