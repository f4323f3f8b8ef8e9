import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { customDomainSchema } from '../domain/custom-domain.schema.ts';
import { pendingDomain, type CustomDomain } from '../domain/domain-verification.ts';
import { DomainTaken, InvalidDomain } from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

type Deps = Pick<ProgramsDeps, 'domains' | 'domainChecks' | 'clock'>;

/** A domain just added is first checked this long after, once the company had a moment to add the record. */
export const FIRST_CHECK_AFTER_SECONDS = 60;

/**
 * Page settings: the company's page is also served on this domain once the company proves it owns it
 * (a TXT record, see domain-verification.ts). An empty value removes it. `appHost` is our own host,
 * which no company may claim. Saving the same domain again keeps its token and state.
 */
export class SetCustomDomain {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    domain: string;
    appHost: string;
  }): Promise<Result<CustomDomain | null, InvalidDomain | DomainTaken>> {
    if (input.domain.trim() === '') {
      await this.deps.domains.remove(input.companyId);
      return ok(null);
    }
    const parsed = v.safeParse(customDomainSchema, input.domain);
    if (!parsed.success || parsed.output === input.appHost.toLowerCase()) return err(new InvalidDomain());
    const owner = await this.deps.domains.findCompanyByDomain(parsed.output);
    if (owner !== null && owner !== input.companyId) return err(new DomainTaken());
    const current = await this.deps.domains.findByCompany(input.companyId);
    if (current?.domain === parsed.output) return ok(current);
    const added = pendingDomain(input.companyId, parsed.output);
    await this.deps.domains.save(added, this.deps.clock.now());
    await this.deps.domainChecks.queueCheck(input.companyId, FIRST_CHECK_AFTER_SECONDS);
    return ok(added);
  }
}
