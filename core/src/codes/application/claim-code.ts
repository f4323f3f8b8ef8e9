import { err, ok, type Result } from '../../shared/result.ts';
import {
  type ClaimConflict,
  CodesAlreadyClaimed,
  DistributionRuleNotFound,
  OutOfCodes,
  PlatformNotInRule,
} from '../domain/codes.errors.ts';
import { markRuleClaimed, ruleOffers } from '../domain/distribution-rule.entity.ts';
import type { CodesDeps } from './codes-deps.ts';

export type ClaimCodeError = DistributionRuleNotFound | CodesAlreadyClaimed | PlatformNotInRule | OutOfCodes | ClaimConflict;

export interface ClaimedCodes {
  readonly platform: string;
  readonly codes: readonly string[];
  readonly claimedAt: Date;
}

type Deps = Pick<CodesDeps, 'rules' | 'codes' | 'clock'>;

/** A creator takes the codes a distribution rule gives them, on the platform they choose. */
export class ClaimCode {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; ruleId: string; platform: string }): Promise<Result<ClaimedCodes, ClaimCodeError>> {
    const { rules, codes, clock } = this.deps;
    const rule = await rules.findById(input.ruleId);
    if (!rule || rule.creatorId !== input.creatorId) return err(new DistributionRuleNotFound());
    if (rule.status === 'claimed') return err(new CodesAlreadyClaimed());
    const platform = ruleOffers(rule, input.platform);
    if (!platform) return err(new PlatformNotInRule());

    const now = clock.now();
    // Spec 8: out of codes per platform blocks the claim. All of the rule's codes or none, taken in the
    // store so two creators racing for the last code never both get it (the loser is simply out).
    const claimed = await codes.takeAvailable({
      itemId: rule.itemId,
      platform,
      count: rule.codeCount,
      creatorId: input.creatorId,
      at: now,
      distributedBy: rule.id,
    });
    if (!claimed) return err(new OutOfCodes(platform));
    const done = markRuleClaimed(rule, platform, now);
    if (done.ok) await rules.save(done.value);
    return ok({ platform, codes: claimed.map((c) => c.value), claimedAt: now });
  }
}
