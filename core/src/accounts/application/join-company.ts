import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { UserNotFound } from '../domain/accounts.errors.ts';
import { linkStatus } from '../domain/company-invitation.entity.ts';
import { CreatorMustConfirmJoin, JoinCompanyFailed, MemberLimitReached } from '../domain/company.errors.ts';
import { toCompanySummary, type CompanySummary } from './account-view.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export type JoinCompanyError = UserNotFound | JoinCompanyFailed | MemberLimitReached | CreatorMustConfirmJoin;

type Deps = Pick<AccountsDeps, 'users' | 'companies' | 'invitations' | 'clock' | 'memberLimits'>;

/**
 * The signed-in person follows an invitation link. The link is the proof of the invitation, so it
 * may be used from an account with another address than the one it was mailed to. Every way the
 * link cannot be used gives the spec's single failure message. A User joins at once (spec 6: "company
 * invite by token joins a user"); a Creator may join too, but only after confirming that the account
 * becomes a company account, since the user types exclude each other.
 */
export class JoinCompany {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    userId: string;
    token: string;
    confirmCreatorLeaves?: boolean;
  }): Promise<Result<{ company: CompanySummary }, JoinCompanyError>> {
    const { users, companies, invitations, clock } = this.deps;
    const now = clock.now();
    const user = await users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    const tokenHash = input.token ? await hashSecret(input.token) : null;
    const invitation = tokenHash ? await invitations.findByTokenHash(tokenHash) : null;
    if (!invitation || !tokenHash || linkStatus(invitation, tokenHash, now) !== 'pending') return err(new JoinCompanyFailed());
    // A person belongs to at most one company.
    if (await companies.findByMemberUserId(user.id)) return err(new JoinCompanyFailed());
    if (user.userType === 'Creator' && !input.confirmCreatorLeaves) return err(new CreatorMustConfirmJoin());
    const company = await companies.findById(invitation.companyId);
    if (!company) return err(new JoinCompanyFailed());
    const limit = await this.deps.memberLimits.memberLimitOf(company.id);
    if (company.members.length >= limit) return err(new MemberLimitReached(limit));

    await companies.save({
      ...company,
      members: [...company.members, { userId: user.id, isOwner: false, title: null, joinedAt: now }],
    });
    await users.save({ ...user, userType: 'Company' });
    await invitations.save({ ...invitation, acceptedAt: now, acceptedByUserId: user.id });
    return ok({ company: toCompanySummary(company) });
  }
}
