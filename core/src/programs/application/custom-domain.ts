import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { customDomainSchema } from '../domain/custom-domain.schema.ts';
import { DomainTaken, InvalidDomain } from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

type Deps = Pick<ProgramsDeps, 'domains' | 'clock'>;

/**
 * Page settings: the company's page is also served on this domain (the company points its DNS at us).
 * An empty value removes it. `appHost` is our own host, which no company may claim.
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
  }): Promise<Result<string | null, InvalidDomain | DomainTaken>> {
    if (input.domain.trim() === '') {
      await this.deps.domains.save(input.companyId, null, this.deps.clock.now());
      return ok(null);
    }
    const parsed = v.safeParse(customDomainSchema, input.domain);
    if (!parsed.success || parsed.output === input.appHost.toLowerCase()) return err(new InvalidDomain());
    const owner = await this.deps.domains.findCompanyByDomain(parsed.output);
    if (owner !== null && owner !== input.companyId) return err(new DomainTaken());
    await this.deps.domains.save(input.companyId, parsed.output, this.deps.clock.now());
    return ok(parsed.output);
  }
}
