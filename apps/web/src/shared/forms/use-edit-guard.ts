import type { EditGuardProps } from '@lurkit/ui/forms/use-report-edits.ts';
import { useRef, useState } from 'react';
import { useLeaveGuard } from './use-leave-guard.ts';

/**
 * The leave guard for a page whose form edits (settings, a creator page): pass `guard` to the form.
 * Leaving with unsaved edits by a link, browser Back or closing the tab asks Save, Discard or Cancel.
 * `leaving` is true while the guard's Save runs, so the page's own after-save move can stand aside;
 * `saved()` before that move lets it through.
 */
export function useEditGuard() {
  // Read when a navigation starts, so a move right after saving (the page's own) is not held; the
  // state re-renders for the tab-closing warning.
  const dirty = useRef(false);
  const [, setShown] = useState(false);
  const setDirty = (value: boolean) => {
    dirty.current = value;
    setShown(value);
  };
  const saveRef = useRef<(() => Promise<boolean>) | null>(null);
  const leaving = useRef(false);
  useLeaveGuard({
    isDirty: () => dirty.current,
    onSave: async () => {
      leaving.current = true;
      try {
        return (await saveRef.current?.()) ?? true;
      } finally {
        leaving.current = false;
      }
    },
  });
  const guard: EditGuardProps = { onDirtyChange: setDirty, saveRef };
  /** The page saved the edits itself and moves on: nothing is left to guard. */
  const saved = () => setDirty(false);
  return { guard, leaving, saved };
}
