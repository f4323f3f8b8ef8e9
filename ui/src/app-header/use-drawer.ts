import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_MEDIA } from '../shell-layout/breakpoints.ts';

/**
 * Open state of the header's drawer. It closes when the page changes and when the window grows to the
 * desktop layout (where the drawer's content is on screen anyway); closing hands focus back to the
 * menu button.
 */
export function useDrawer(currentPath: string | undefined) {
  const [open, setOpen] = useState(false);
  const [pathSeen, setPathSeen] = useState(currentPath);
  const button = useRef<HTMLButtonElement>(null);
  if (pathSeen !== currentPath) {
    setPathSeen(currentPath);
    setOpen(false);
  }

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_MEDIA);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), close, button };
}
