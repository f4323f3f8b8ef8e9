import { useId, type ReactNode } from 'react';
import { AppLink } from '../link/LinkProvider.tsx';
import { NavDrawer } from '../nav-drawer/NavDrawer.tsx';
import { NavMenu } from '../nav-menu/NavMenu.tsx';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { AccountNav } from './AccountNav.tsx';
import type { AppHeaderUser } from './app-header.types.ts';
import { PUBLIC_NAVIGATION, ROLE_NAVIGATION, STAFF_NAVIGATION } from './navigation.ts';
import { useDrawer } from './use-drawer.ts';
import './AppHeader.css';

export type AppHeaderState = 'loading' | 'signed-out' | 'signed-in';

export interface AppHeaderProps {
  /** Whether the session is known yet and whether someone is signed in. */
  state: AppHeaderState;
  /** The signed-in person (when state is signed-in). */
  user?: AppHeaderUser;
  /** Where the logo leads: the signed-in person's home, or /login. */
  homeHref: string;
  /** Path of the page shown, to mark the current navigation entry; a new path closes the drawer. */
  currentPath?: string;
  /** Signs out; the button shows when given and someone is signed in. */
  onSignOut?(): void;
  /** The side panels, repeated in the drawer for the widths where the page hides them. */
  panels?: { left?: ReactNode; right?: ReactNode };
  /** Shown beside the theme toggle at every width when signed in, e.g. the notification bell. */
  tools?: ReactNode;
}

/**
 * The top bar (spec section 2): the role's navigation when signed in, the public navigation when
 * signed out, and nothing while the session loads so no wrong menu flickers. Below the desktop width
 * the navigation, account links and hidden panels move into a drawer behind the menu button.
 */
export function AppHeader({ state, user, homeHref, currentPath, onSignOut, panels, tools }: AppHeaderProps) {
  const drawerId = useId();
  const drawer = useDrawer(currentPath);
  if (state === 'loading') return <header className="app-header" />;
  const signedIn = state === 'signed-in' ? user : undefined;
  const items = signedIn ? (signedIn.isStaff ? STAFF_NAVIGATION : ROLE_NAVIGATION[signedIn.userType]) : PUBLIC_NAVIGATION;
  return (
    <header className="app-header">
      <AppLink href={homeHref} className="app-header__logo">
        Lurkit
      </AppLink>
      <div className="app-header__wide">
        <NavMenu label="Main" items={items} currentPath={currentPath} />
        <AccountNav user={signedIn} onSignOut={onSignOut} direction="row" />
      </div>
      <div className="app-header__tools">
        {signedIn && tools}
        <ThemeToggle />
        <button
          ref={drawer.button}
          type="button"
          className="app-header__menu-button"
          aria-expanded={drawer.open}
          aria-controls={drawerId}
          onClick={drawer.toggle}
        >
          <span className="app-header__menu-icon" aria-hidden="true" />
          Menu
        </button>
      </div>
      <NavDrawer id={drawerId} title="Menu" open={drawer.open} onClose={drawer.close}>
        <NavMenu label="Main" direction="column" items={items} currentPath={currentPath} />
        <AccountNav user={signedIn} onSignOut={onSignOut} direction="column" />
        {panels?.left && <div className="app-header__drawer-left">{panels.left}</div>}
        {panels?.right && <div className="app-header__drawer-right">{panels.right}</div>}
      </NavDrawer>
    </header>
  );
}
