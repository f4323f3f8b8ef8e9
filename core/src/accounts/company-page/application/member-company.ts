import { err, ok, type Result } from '../../../shared/result.ts';
import { NotThisCompanysMember } from '../domain/company-page.errors.ts';
import type { CompanyPageDeps } from './company-page-deps.ts';

/** The company whose page is asked for, when the actor is one of its members (owner or not). */
export async function memberCompanyId(
  deps: Pick<CompanyPageDeps, 'companies'>,
  input: { actorUserId: string; companyId: string },
): Promise<Result<string, NotThisCompanysMember>> {
  const company = await deps.companies.findByMemberUserId(input.actorUserId);
  return company && company.id === input.companyId ? ok(company.id) : err(new NotThisCompanysMember());
}
