import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CodeRequest } from '../domain/code-request.entity.ts';
import { CodesStillAvailable, DistributionRuleNotFound, MoreCodesAlreadyRequested, PlatformNotInRule } from '../domain/codes.errors.ts';
import { stockOfPlatform } from '../domain/availability.ts';
import { ruleOffers } from '../domain/distribution-rule.entity.ts';
import type { CodesDeps } from './codes-deps.ts';

export type RequestMoreCodesError = DistributionRuleNotFound | PlatformNotInRule | CodesStillAvailable | MoreCodesAlreadyRequested;

type Deps = Pick<CodesDeps, 'rules' | 'codes' | 'requests' | 'clock'>;

/**
 * A creator blocked by "out of codes" asks the company for more on that platform. Only when the
 * platform cannot fill the rule, and one open ask per creator, item and platform.
 */
export class RequestMoreCodes {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; ruleId: string; platform: string }): Promise<Result<CodeRequest, RequestMoreCodesError>> {
    const { rules, codes, requests, clock } = this.deps;
    const rule = await rules.findById(input.ruleId);
    if (!rule || rule.creatorId !== input.creatorId || rule.status !== 'open') return err(new DistributionRuleNotFound());
    const platform = ruleOffers(rule, input.platform);
    if (!platform) return err(new PlatformNotInRule());

    // Counted in the store: an item may hold a hundred thousand codes.
    if (stockOfPlatform(await codes.stockByPlatform(rule.itemId), platform).available >= rule.codeCount)
      return err(new CodesStillAvailable());
    const request: CodeRequest = {
      id: newId(),
      companyId: rule.companyId,
      itemId: rule.itemId,
      creatorId: input.creatorId,
      platform,
      status: 'open',
      requestedAt: clock.now(),
      resolvedAt: null,
    };
    if (!(await requests.addOpen(request))) return err(new MoreCodesAlreadyRequested());
    return ok(request);
  }
}
