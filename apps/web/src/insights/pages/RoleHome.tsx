import { AppLink } from '@lurkit/ui/link/LinkProvider.tsx';
import type { ReactNode } from 'react';
import { useMe } from '../../accounts/index.ts';
import { useSignedInUser } from '../../shared/session/signed-in-user.ts';

/**
 * The frame the company and staff homes share: a greeting and the links that already work, with each
 * home's own content inside, nothing that pretends to be more.
 */
export function RoleHome({ title, children }: { title: string; children?: ReactNode }) {
  const user = useSignedInUser();
  const me = useMe();
  const name = me.data?.displayName ?? user.username;
  return (
    <>
      <h1>{title}</h1>
      <p>Welcome, {name}.</p>
      {children}
      <p>
        <AppLink href="/user/settings">Account settings</AppLink>
      </p>
    </>
  );
}
