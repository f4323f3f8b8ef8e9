import type { Company } from '../domain/company.entity.ts';
import type { User, UserType } from '../domain/user.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export interface CompanySummary {
  id: string;
  name: string;
  isVerified: boolean;
}

/** The viewer's own company, with the viewer's role in it (the owner manages members). */
export interface ViewerCompany extends CompanySummary {
  isOwner: boolean;
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
  company: ViewerCompany | null;
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
  company: company ? { ...toCompanySummary(company), isOwner: company.members.some((m) => m.userId === user.id && m.isOwner) } : null,
});

export async function loadAccountView(deps: Pick<AccountsDeps, 'companies'>, user: User): Promise<AccountView> {
  return toAccountView(user, await deps.companies.findByMemberUserId(user.id));
}
