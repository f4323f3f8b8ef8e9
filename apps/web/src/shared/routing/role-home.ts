import type { SessionUser } from '../session/session.types.ts';
import { audienceOf } from './route-access.ts';
import type { Audience } from './route-table.ts';

/**
 * Spec section 2: each user type has its own home; with no user type the logo goes to /login. Staff
 * have theirs, the review queues (spec 6), whatever their user type.
 */
export const ROLE_HOME: Record<Audience, string> = {
  Visitor: '/login',
  Company: '/home',
  Creator: '/creator/home',
  User: '/user/creator-access',
  Staff: '/staff',
};

export function homeFor(user: Pick<SessionUser, 'userType' | 'isStaff'> | undefined): string {
  return ROLE_HOME[audienceOf(user)];
}
