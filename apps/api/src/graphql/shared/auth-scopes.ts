import type { UserType } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { GraphQLContext } from './context.ts';

/**
 * Who may call a field, declared on every Query and Mutation field (`authScopes`); a test fails when
 * one has none. Object-level rules (this campaign belongs to the caller's company) live in the use
 * cases, which take the actor.
 */
export interface AuthScopes {
  /** Anyone, signed out included: sign-up, reset, and reads of public data. */
  public: boolean;
  signedIn: boolean;
  userType: UserType;
  /** A member of a company (owner or not). */
  companyMember: boolean;
  companyOwner: boolean;
  /** A Creator: full creator access was granted (spec 6: needed for Keys and Quests). */
  creatorWithAccess: boolean;
  /** Lurkit staff: reviews reports, approves a company's first publish. */
  staff: boolean;
}

export const authScopes = ({ session }: GraphQLContext) => {
  const user = session?.user ?? null;
  return {
    public: true,
    signedIn: user !== null,
    userType: (type: UserType) => user?.userType === type,
    companyMember: user?.company != null,
    companyOwner: user?.company?.isOwner === true,
    creatorWithAccess: user?.userType === 'Creator',
    staff: user?.isStaff === true,
  };
};
