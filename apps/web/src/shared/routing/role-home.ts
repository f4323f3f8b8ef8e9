import type { UserType } from '../../graphql.ts';

/** Spec section 2: each user type has its own home; with no user type the logo goes to /login. */
export const ROLE_HOME: Record<UserType, string> = {
  Company: '/home',
  Creator: '/creator/home',
  User: '/user/creator-access',
};

export function homeFor(userType: UserType | undefined): string {
  return userType ? ROLE_HOME[userType] : '/login';
}
