import type { ReactNode } from 'react';
import './ShellLayout.css';

export interface ShellLayoutProps {
  /** The header (AppHeader); absent on pages that bring their own frame. */
  header?: ReactNode;
  /** Left panel (company or creator menu), if the layout has one. */
  left?: ReactNode;
  /** Right panel, if the layout has one. */
  right?: ReactNode;
  /** The page uses the whole width instead of a centred column. */
  fullWidth?: boolean;
  /** The page. */
  children: ReactNode;
}

/** The application frame: header on top, then the optional panels around the page (spec section 2). */
export function ShellLayout({ header, left, right, fullWidth = false, children }: ShellLayoutProps) {
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
        <main className="shell__main">{children}</main>
        {right && (
          <aside className="shell__right" aria-label="Updates">
            {right}
          </aside>
        )}
      </div>
    </div>
  );
}
