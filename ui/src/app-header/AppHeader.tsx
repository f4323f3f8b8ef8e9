import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import { NavMenu } from '../nav-menu/NavMenu.tsx';
import { PUBLIC_NAVIGATION, ROLE_NAVIGATION } from './navigation.ts';
import './AppHeader.css';

export type AppHeaderState = 'loading' | 'signed-out' | 'signed-in';

export interface AppHeaderUser {
  /** Shown when there is no display name. */
  username: string;
  /** Preferred name to show. */
  displayName?: string;
  /** Decides the main navigation and which settings links appear. */
  userType: 'Company' | 'Creator' | 'User';
}

export interface AppHeaderProps {
  /** Whether the session is known yet and whether someone is signed in. */
  state: AppHeaderState;
  /** The signed-in person (when state is signed-in). */
  user?: AppHeaderUser;
  /** Where the logo leads: the signed-in person's home, or /login. */
  homeHref: string;
  /** Path of the page shown, to mark the current navigation entry. */
  currentPath?: string;
  /** Signs out; the button shows when given and someone is signed in. */
  onSignOut?(): void;
}

/**
 * The top bar (spec section 2): the role's navigation when signed in, the public navigation when
 * signed out, and nothing while the session loads so no wrong menu flickers.
 */
export function AppHeader({ state, user, homeHref, currentPath, onSignOut }: AppHeaderProps) {
  if (state === 'loading') return <header className="app-header" />;
  const signedIn = state === 'signed-in' && user;
  return (
    <header className="app-header">
      <AppLink href={homeHref} className="app-header__logo">
        Lurkit
      </AppLink>
      <div className="app-header__main">
        <NavMenu label="Main" items={signedIn ? ROLE_NAVIGATION[user.userType] : PUBLIC_NAVIGATION} currentPath={currentPath} />
      </div>
      <nav aria-label="Account" className="app-header__nav">
        {!signedIn ? (
          <>
            <AppLink href="/login">Log in</AppLink>
            <AppLink href="/register">Sign up</AppLink>
          </>
        ) : (
          <>
            <span className="app-header__user">{user.displayName ?? user.username}</span>
            {user.userType === 'Company' && <AppLink href="/company/settings/members">Company members</AppLink>}
            <AppLink href="/user/settings">Settings</AppLink>
            {onSignOut && (
              <Button variant="secondary" onClick={onSignOut}>
                Sign out
              </Button>
            )}
          </>
        )}
      </nav>
    </header>
  );
}
