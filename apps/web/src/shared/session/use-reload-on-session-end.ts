import { useEffect, useRef } from 'react';
import { shouldReloadOnSessionChange, takeSessionEndingHere } from './session-ended.ts';
import type { SessionState } from './session.types.ts';

/** Reloads the page when the session ends elsewhere (another tab signed out, it expired). */
export function useReloadOnSessionEnd(status: SessionState['status']): void {
  const previous = useRef<SessionState['status'] | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === 'authenticated' && status === 'unauthenticated') {
      if (shouldReloadOnSessionChange(before, status, takeSessionEndingHere())) window.location.reload();
    }
  }, [status]);
}
