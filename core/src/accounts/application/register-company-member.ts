import { err, ok, type Result } from '../../shared/result.ts';
import { JoinCompanyFailed, type MemberLimitReached } from '../domain/company.errors.ts';
import { sendVerificationLink } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { admitMember, openSeatIn, pendingInvitation } from './join-company.ts';
import { checkNewAccount, openAccount, type NewAccountError, type NewAccountInput } from './new-account.ts';

export interface RegisterCompanyMemberInput extends NewAccountInput {
  /** The invitation link's token: the proof that the company's owner asked this person in. */
  invitationToken: string;
}
export interface RegisterCompanyMemberOutput {
  userId: string;
  userType: 'Company';
  companyName: string;
}
export type RegisterCompanyMemberError = NewAccountError | JoinCompanyFailed | MemberLimitReached;

type Deps = Pick<
  AccountsDeps,
  'users' | 'companies' | 'invitations' | 'memberLimits' | 'hasher' | 'clock' | 'tokens' | 'mailer' | 'appUrl' | 'limits'
>;

/**
 * Someone invited to a company signs up from the invitation (spec 6: an invite by token joins a user
 * to an existing company): the account's fields only, no company form, and the account is that
 * company's member from the start, so the first sign-in after verifying lands in the company.
 */
export class RegisterCompanyMember {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: RegisterCompanyMemberInput): Promise<Result<RegisterCompanyMemberOutput, RegisterCompanyMemberError>> {
    const now = this.deps.clock.now();
    const invitation = await pendingInvitation(this.deps, input.invitationToken, now);
    if (!invitation) return err(new JoinCompanyFailed());
    const company = await openSeatIn(this.deps, invitation.companyId);
    if (!company.ok) return company;
    const fields = await checkNewAccount(this.deps, input);
    if (!fields.ok) return fields;
    const user = await openAccount(this.deps, fields.value, 'User');
    await admitMember(this.deps, company.value, invitation, user, now);
    await sendVerificationLink(this.deps, { ...user, userType: 'Company' }, 'sign-up');
    return ok({ userId: user.id, userType: 'Company', companyName: company.value.name });
  }
}
