import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useFocusTrap } from '../modal/use-focus-trap.ts';
import './NavDrawer.css';

export interface NavDrawerProps {
  /** Id of the dialog, for the aria-controls of the button that opens it. */
  id: string;
  /** Accessible name and visible heading. */
  title: string;
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called on Escape, the close button, a click on the backdrop or on a link inside. */
  onClose(): void;
  /** The navigation and panels; rendered only while open, so nothing hidden is found twice. */
  children: ReactNode;
}

/**
 * A modal side drawer for the navigation on narrow screens: focus stays inside while it is open and
 * the page behind does not scroll. The dialog element stays in the DOM (hidden) so the menu button's
 * aria-controls always points at something.
 */
export function NavDrawer({ id, title, open, onClose, children }: NavDrawerProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  // Following a link leaves the page the drawer was opened on, even when the path stays the same.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <div className="nav-drawer" hidden={!open}>
      <div className="nav-drawer__backdrop" data-testid="nav-drawer-backdrop" onClick={onClose} />
      <div
        ref={dialog}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="nav-drawer__panel"
        onClick={closeOnLink}
      >
        <div className="nav-drawer__header">
          <h2 id={titleId} className="nav-drawer__title">
            {title}
          </h2>
          <button type="button" className="nav-drawer__close" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && <div className="nav-drawer__body">{children}</div>}
      </div>
    </div>
  );
}
