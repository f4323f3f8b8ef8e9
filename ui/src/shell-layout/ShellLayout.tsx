import type { ReactNode } from 'react';
import './ShellLayout.css';

export interface ShellLayoutProps {
  /** The header (AppHeader); absent on pages that bring their own frame. */
  header?: ReactNode;
  /** Left panel (company or creator menu), if the layout has one; on a phone it lives in the drawer. */
  left?: ReactNode;
  /** Right panel, if the layout has one; below desktop width it lives in the drawer. */
  right?: ReactNode;
  /** The page uses the whole width instead of a centred column. */
  fullWidth?: boolean;
  /** A reminder above every page, e.g. to verify the email address. */
  notice?: ReactNode;
  /** Under the page and panels, e.g. the public footer with the legal links. */
  footer?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/** The application frame: header on top, then the optional panels around the page (spec section 2). */
export function ShellLayout({ header, left, right, fullWidth = false, notice, footer, children }: ShellLayoutProps) {
  const classes = ['shell', left && 'shell--left', right && 'shell--right', fullWidth && 'shell--full'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {header}
      <div className="shell__body">
        {left && (
          <aside className="shell__left" aria-label="Menu">
            {left}
          </aside>
        )}
        <main className="shell__main">
          {notice && <div className="shell__notice">{notice}</div>}
          {children}
        </main>
        {right && (
          <aside className="shell__right" aria-label="Updates">
            {right}
          </aside>
        )}
      </div>
      {footer}
    </div>
  );
}
