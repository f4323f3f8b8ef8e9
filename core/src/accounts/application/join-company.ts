import { err, ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { UserNotFound } from '../domain/accounts.errors.ts';
import { linkStatus, type CompanyInvitation } from '../domain/company-invitation.entity.ts';
import type { Company } from '../domain/company.entity.ts';
import type { User } from '../domain/user.entity.ts';
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
    const { users, companies, clock } = this.deps;
    const now = clock.now();
    const user = await users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    const invitation = await pendingInvitation(this.deps, input.token, now);
    if (!invitation) return err(new JoinCompanyFailed());
    // A person belongs to at most one company.
    if (await companies.findByMemberUserId(user.id)) return err(new JoinCompanyFailed());
    if (user.userType === 'Creator' && !input.confirmCreatorLeaves) return err(new CreatorMustConfirmJoin());
    const company = await openSeatIn(this.deps, invitation.companyId);
    if (!company.ok) return company;
    await admitMember(this.deps, company.value, invitation, user, now);
    return ok({ company: toCompanySummary(company.value) });
  }
}

/** The invitation a link names while it can still be used; null for every way it cannot. */
export async function pendingInvitation(
  deps: Pick<AccountsDeps, 'invitations'>,
  token: string,
  now: Date,
): Promise<CompanyInvitation | null> {
  if (!token) return null;
  const tokenHash = await hashSecret(token);
  const invitation = await deps.invitations.findByTokenHash(tokenHash);
  return invitation && linkStatus(invitation, tokenHash, now) === 'pending' ? invitation : null;
}

/** The inviting company, while it has room for one more member. */
export async function openSeatIn(
  deps: Pick<AccountsDeps, 'companies' | 'memberLimits'>,
  companyId: string,
): Promise<Result<Company, JoinCompanyFailed | MemberLimitReached>> {
  const company = await deps.companies.findById(companyId);
  if (!company) return err(new JoinCompanyFailed());
  const limit = await deps.memberLimits.memberLimitOf(company.id);
  if (company.members.length >= limit) return err(new MemberLimitReached(limit));
  return ok(company);
}

/** The person becomes a member without a title and a Company user; the invitation is spent. */
export async function admitMember(
  deps: Pick<AccountsDeps, 'users' | 'companies' | 'invitations'>,
  company: Company,
  invitation: CompanyInvitation,
  user: User,
  now: Date,
): Promise<void> {
  await deps.companies.save({
    ...company,
    members: [...company.members, { userId: user.id, isOwner: false, title: null, joinedAt: now }],
  });
  await deps.users.save({ ...user, userType: 'Company' });
  await deps.invitations.save({ ...invitation, acceptedAt: now, acceptedByUserId: user.id });
}
