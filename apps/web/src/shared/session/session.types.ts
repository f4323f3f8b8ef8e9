import type { UserType } from '../../graphql.ts';

/**
 * The user as `/api/auth/session` describes it. That endpoint is the Auth.js-shaped REST API, not
 * GraphQL, so its shape is written here; apps/api/src/tests/auth-endpoints.test.ts pins the server side.
 */
export interface SessionUser {
  id: string;
  username: string;
  userType: UserType;
  isStaff: boolean;
  company: { id: string; name: string; isVerified: boolean; isOwner: boolean } | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'authenticated'; user: SessionUser; expires: string } | { status: 'unauthenticated' };
