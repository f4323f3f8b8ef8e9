import type { ReactNode } from 'react';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import './AuthLayout.css';

export interface AuthLayoutProps {
  /** Page heading (h1), e.g. "Log in". */
  title: ReactNode;
  /** The form or message of the page. */
  children: ReactNode;
  /** Content under the card, e.g. "No account yet? Sign up". */
  footer?: ReactNode;
}

/** Full-width page for sign-in and registration screens: the product name, no navigation. */
export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <header className="auth-layout__brand">
        <span className="auth-layout__logo">Lurkit</span>
        {/* Spec 2 leaves these pages' header empty of navigation; the theme switch still belongs to every page. */}
        <ThemeToggle />
      </header>
      <main className="auth-layout__main">
        <div className="auth-layout__card">
          <h1 className="auth-layout__title">{title}</h1>
          {children}
        </div>
        {footer && <div className="auth-layout__footer">{footer}</div>}
      </main>
    </div>
  );
}
