import { ok, type Result } from '../../shared/result.ts';
import { memberOf } from '../domain/company.entity.ts';
import type { NotCompanyMember } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { toCompanyInfoView, type CompanyInfoView } from './company-info.ts';
import { loadActorCompany } from './owned-company.ts';

/** Every member reads the company's info; only the owner edits it. */
export class GetCompanyInfo {
  private readonly deps: Pick<AccountsDeps, 'companies'>;

  constructor(deps: Pick<AccountsDeps, 'companies'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string }): Promise<Result<CompanyInfoView, NotCompanyMember>> {
    const company = await loadActorCompany(this.deps, input.actorUserId);
    if (!company.ok) return company;
    return ok(toCompanyInfoView(company.value, memberOf(company.value, input.actorUserId)?.isOwner === true));
  }
}
