import { ok, type Result } from '../../../shared/result.ts';
import { defaultCompanyPage, type CompanyPage } from '../domain/company-page.entity.ts';
import type { NotThisCompanysMember } from '../domain/company-page.errors.ts';
import type { CompanyPageDeps } from './company-page-deps.ts';
import { memberCompanyId } from './member-company.ts';

/** The page settings form's values, for a member of the company. */
export class GetCompanyPageSettings {
  private readonly deps: Pick<CompanyPageDeps, 'companies' | 'pages'>;

  constructor(deps: Pick<CompanyPageDeps, 'companies' | 'pages'>) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; companyId: string }): Promise<Result<CompanyPage, NotThisCompanysMember>> {
    const companyId = await memberCompanyId(this.deps, input);
    if (!companyId.ok) return companyId;
    return ok((await this.deps.pages.findByCompanyId(companyId.value)) ?? defaultCompanyPage(companyId.value));
  }
}

/** What anyone sees of the page: the saved settings, or the defaults for a company that saved none. */
export async function publicCompanyPage(deps: Pick<CompanyPageDeps, 'pages'>, companyId: string): Promise<CompanyPage> {
  return (await deps.pages.findByCompanyId(companyId)) ?? defaultCompanyPage(companyId);
}
