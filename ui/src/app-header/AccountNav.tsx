import { Avatar } from '../avatar/Avatar.tsx';
import { Button } from '../button/Button.tsx';
import { AppLink } from '../link/LinkProvider.tsx';
import type { AppHeaderUser } from './app-header.types.ts';

export interface AccountNavProps {
  /** The signed-in person; absent for visitors, who get Log in and Sign up. */
  user?: AppHeaderUser;
  /** Signs out; the button shows when given and someone is signed in. */
  onSignOut?(): void;
  /** Row in the header bar, column in the drawer. */
  direction: 'row' | 'column';
}

/** Who is signed in with their settings links and sign-out, or the way in for visitors. */
export function AccountNav({ user, onSignOut, direction }: AccountNavProps) {
  return (
    <nav aria-label="Account" className={`account-nav account-nav--${direction}`}>
      {!user ? (
        <>
          <AppLink href="/login">Log in</AppLink>
          <AppLink href="/register">Sign up</AppLink>
        </>
      ) : (
        <>
          <span className="account-nav__user">
            <Avatar name={user.displayName ?? user.username} src={user.pictureUrl} size="sm" decorative />
            <span>{user.displayName ?? user.username}</span>
          </span>
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
  );
}
