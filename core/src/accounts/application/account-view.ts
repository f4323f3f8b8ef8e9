import type { Company } from '../domain/company.entity.ts';
import type { User, UserType } from '../domain/user.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export interface CompanySummary {
  id: string;
  name: string;
  isVerified: boolean;
}

/** What the session and the settings page show of the signed-in person. */
export interface AccountView {
  id: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  userType: UserType;
  isStaff: boolean;
  company: CompanySummary | null;
}

export const toCompanySummary = (company: Company): CompanySummary => ({
  id: company.id,
  name: company.name,
  isVerified: company.isVerified,
});

export const toAccountView = (user: User, company: Company | null): AccountView => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  userType: user.userType,
  isStaff: user.isStaff,
  company: company ? toCompanySummary(company) : null,
});

export async function loadAccountView(deps: Pick<AccountsDeps, 'companies'>, user: User): Promise<AccountView> {
  return toAccountView(user, await deps.companies.findByMemberUserId(user.id));
}
