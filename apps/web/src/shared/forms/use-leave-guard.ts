import { useConfirmUnsavedChanges } from '@lurkit/ui/unsaved-changes/use-confirm-unsaved-changes.ts';
import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { holdsLeaving } from './leave-rule.ts';

export interface LeaveGuardOptions {
  /** Whether there are unsaved changes right now; read when a navigation starts, not at render. */
  isDirty(): boolean;
  /** Saves them; false keeps the person on the page with the modal's error. */
  onSave(): boolean | Promise<boolean>;
  /** Moves that stay inside the form or that it started itself after asking: never held. */
  staysInside?(next: Location): boolean;
}

/**
 * Holds an in-app navigation away from a form with unsaved changes and asks Save, Discard or Cancel
 * (spec 2's modal): Save saves then goes on, Discard goes on, Cancel stays. Closing the tab or reloading
 * gets the browser's own warning, only while dirty. The dirty state is read when the navigation starts,
 * so a navigation right after a save (the wizard's "Save and finish") goes through.
 */
export function useLeaveGuard({ isDirty, onSave, staysInside }: LeaveGuardOptions): void {
  const latest = useRef({ isDirty, onSave, staysInside });
  latest.current = { isDirty, onSave, staysInside };
  const confirm = useConfirmUnsavedChanges();
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    holdsLeaving({
      fromPath: currentLocation.pathname,
      toPath: nextLocation.pathname,
      dirty: latest.current.isDirty(),
      letThrough: latest.current.staysInside?.(nextLocation) ?? false,
    }),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  // Keyed on the state alone: the blocker object is new on each render, the question is asked once.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ onSave: () => latest.current.onSave() }).then((choice) => {
      const held = blockerRef.current;
      if (held.state !== 'blocked') return;
      if (choice === 'cancelled') held.reset();
      else held.proceed();
    });
  }, [blocker.state, confirm]);

  const dirtyNow = isDirty();
  useEffect(() => {
    if (!dirtyNow) return;
    // Browsers show their own wording; preventDefault (and returnValue for older ones) asks for it.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirtyNow]);
}
