import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import './AppHeader.css';

export type AppHeaderState = 'loading' | 'signed-out' | 'signed-in';

export interface AppHeaderUser {
  /** Shown when there is no display name. */
  username: string;
  /** Preferred name to show. */
  displayName?: string;
  /** Decides which settings links appear. */
  userType: 'Company' | 'Creator' | 'User';
}

export interface AppHeaderProps {
  /** Whether the session is known yet and whether someone is signed in. */
  state: AppHeaderState;
  /** The signed-in person (when state is signed-in). */
  user?: AppHeaderUser;
  /** Where the logo leads: the signed-in person's home, or /login. */
  homeHref: string;
  /** Signs out; the button shows when given and someone is signed in. */
  onSignOut?(): void;
}

/** The top bar of the signed-in app; empty while the session loads so nothing flickers. */
export function AppHeader({ state, user, homeHref, onSignOut }: AppHeaderProps) {
  if (state === 'loading') return <header className="app-header" />;
  return (
    <header className="app-header">
      <AppLink href={homeHref} className="app-header__logo">
        Lurkit
      </AppLink>
      <nav aria-label="Account" className="app-header__nav">
        {state === 'signed-out' || !user ? (
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
