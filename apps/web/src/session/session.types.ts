import type { CompanySummary, UserType } from '../api/account.types.ts';

/** The user as `/api/auth/session` describes it. */
export interface SessionUser {
  id: string;
  username: string;
  userType: UserType;
  company: CompanySummary | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'authenticated'; user: SessionUser; expires: string } | { status: 'unauthenticated' };
