import { err, ok, type Result } from '../../shared/result.ts';
import { defineStateMachine, type TransitionNotAllowed } from '../../shared/state-machine.ts';
import { InvalidDistributionRule } from './codes.errors.ts';
import { parsePlatformName, samePlatform } from './platform.ts';

export const DISTRIBUTION_RULE_STATUSES = ['open', 'claimed'] as const;
export type DistributionRuleStatus = (typeof DISTRIBUTION_RULE_STATUSES)[number];
export const DISTRIBUTION_RULE_EVENTS = ['claim'] as const;
export type DistributionRuleEvent = (typeof DISTRIBUTION_RULE_EVENTS)[number];

/** A rule is claimed once; the codes it gave stay with the creator. */
export const distributionRuleMachine = defineStateMachine('DistributionRule', DISTRIBUTION_RULE_STATUSES, DISTRIBUTION_RULE_EVENTS, {
  open: { claim: 'claimed' },
  claimed: {},
});

/** Our choice: the spec names no upper bound for codes per rule. */
export const MAX_CODES_PER_RULE = 100;

/**
 * Gives one creator `codeCount` codes of one item. The creator picks one of `platforms` when
 * claiming and receives that many codes of it (spec 3: "platforms, number of codes").
 */
export interface DistributionRule {
  readonly id: string;
  readonly companyId: string;
  readonly itemId: string;
  readonly creatorId: string;
  readonly platforms: readonly string[];
  readonly codeCount: number;
  readonly status: DistributionRuleStatus;
  readonly createdAt: Date;
  readonly claimedAt: Date | null;
  readonly claimedPlatform: string | null;
}

export interface NewDistributionRule {
  id: string;
  companyId: string;
  itemId: string;
  creatorId: string;
  platforms: readonly string[];
  codeCount: number;
  now: Date;
}

export function createDistributionRule(input: NewDistributionRule): Result<DistributionRule, InvalidDistributionRule> {
  const platforms: string[] = [];
  for (const raw of input.platforms) {
    const platform = parsePlatformName(raw);
    if (platform.ok && !platforms.some((p) => samePlatform(p, platform.value))) platforms.push(platform.value);
  }
  if (platforms.length === 0) return err(new InvalidDistributionRule('platforms', 'Choose at least one platform.'));
  // Spec 5: "Code distribution rule: at least one code."
  if (!Number.isInteger(input.codeCount) || input.codeCount < 1) {
    return err(new InvalidDistributionRule('codeCount', 'A code distribution rule needs at least one code.'));
  }
  if (input.codeCount > MAX_CODES_PER_RULE) {
    return err(new InvalidDistributionRule('codeCount', `A rule can give at most ${MAX_CODES_PER_RULE} codes.`));
  }
  const { id, companyId, itemId, creatorId, codeCount, now } = input;
  return ok({
    id,
    companyId,
    itemId,
    creatorId,
    platforms,
    codeCount,
    status: 'open',
    createdAt: now,
    claimedAt: null,
    claimedPlatform: null,
  });
}

export function markRuleClaimed(
  rule: DistributionRule,
  platform: string,
  at: Date,
): Result<DistributionRule, TransitionNotAllowed<DistributionRuleStatus, DistributionRuleEvent>> {
  const next = distributionRuleMachine.transition(rule.status, 'claim');
  return next.ok ? ok({ ...rule, status: next.value, claimedAt: at, claimedPlatform: platform }) : next;
}

export const ruleOffers = (rule: DistributionRule, platform: string): string | undefined =>
  rule.platforms.find((p) => samePlatform(p, platform));
