import { err, ok, type Result } from '../../shared/result.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { companyInfoSchema } from '../domain/company-info.schema.ts';
import { CompanyNameTaken, type NotCompanyMember, type NotCompanyOwner } from '../domain/company.errors.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { toCompanyInfoView, type CompanyInfoView } from './company-info.ts';
import { loadOwnedCompany } from './owned-company.ts';

export type UpdateCompanyInfoError = NotCompanyMember | NotCompanyOwner | InvalidField | CompanyNameTaken;

type Deps = Pick<AccountsDeps, 'companies'>;

/**
 * The owner edits the company's info (our choice: the spec gives members edit rights over campaigns,
 * and the owner alone the company's own affairs such as members). Names stay unique regardless of case.
 */
export class UpdateCompanyInfo {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { actorUserId: string; info: unknown }): Promise<Result<CompanyInfoView, UpdateCompanyInfoError>> {
    const owned = await loadOwnedCompany(this.deps, input.actorUserId);
    if (!owned.ok) return owned;
    const parsed = parseInput(companyInfoSchema, input.info);
    if (!parsed.ok) return parsed;
    const info = parsed.value;
    const holder = await this.deps.companies.findByName(info.name);
    if (holder && holder.id !== owned.value.id) return err(new CompanyNameTaken());
    const company = { ...owned.value, ...info };
    await this.deps.companies.save(company);
    return ok(toCompanyInfoView(company, true));
  }
}
