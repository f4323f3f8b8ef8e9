import { parseInput, type InvalidField } from '../../../shared/invalid-field.ts';
import { ok, type Result } from '../../../shared/result.ts';
import type { CompanyPage } from '../domain/company-page.entity.ts';
import type { NotThisCompanysMember } from '../domain/company-page.errors.ts';
import { companyPageSettingsSchema } from '../domain/company-page.schema.ts';
import type { CompanyPageDeps } from './company-page-deps.ts';
import { memberCompanyId } from './member-company.ts';

/**
 * Any member of the company edits its public page (spec 6: company users edit; the owner's own
 * affairs are members and titles). The settings are saved whole or, on any invalid field, not at all.
 */
export class SaveCompanyPageSettings {
  private readonly deps: CompanyPageDeps;

  constructor(deps: CompanyPageDeps) {
    this.deps = deps;
  }

  async execute(input: {
    actorUserId: string;
    companyId: string;
    settings: unknown;
  }): Promise<Result<CompanyPage, NotThisCompanysMember | InvalidField>> {
    const companyId = await memberCompanyId(this.deps, input);
    if (!companyId.ok) return companyId;
    const parsed = parseInput(companyPageSettingsSchema, input.settings);
    if (!parsed.ok) return parsed;
    const page: CompanyPage = { ...parsed.value, companyId: companyId.value, updatedAt: this.deps.clock.now() };
    await this.deps.pages.save(page);
    return ok(page);
  }
}
