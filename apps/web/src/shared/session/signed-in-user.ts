import { createContext, use } from 'react';
import type { SessionUser } from './session.types.ts';

export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The user of a page behind RequireSession; calling it elsewhere is a programming error. */
export function useSignedInUser(): SessionUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used below RequireSession.');
  return user;
}
