import { err, ok, type Result } from '../../shared/result.ts';
import { parseFields } from '../domain/field-parse.ts';
import type { RewardClaim } from '../domain/mission-run.entity.ts';
import { grantMerchandise, type MissionReward } from '../domain/mission-reward.ts';
import { InvalidMissionField, PlatformNotOffered, RewardChoiceRequired, type MerchandiseOutOfStock } from '../domain/missions.errors.ts';
import { shippingAddressSchema, type ShippingAddressInput } from '../domain/shipping-address.schema.ts';
import type { RewardCodeRequest } from '../ports/reward-code.port.ts';

/** What the creator picked in the claim-rewards modal for one reward. */
export type RewardChoice = { action: 'claim'; platform?: string; address?: ShippingAddressInput } | { action: 'skip' };

export type RewardChoiceError = RewardChoiceRequired | PlatformNotOffered | MerchandiseOutOfStock | InvalidMissionField;

export interface SettledChoices {
  claims: RewardClaim[];
  /** Rewards after the claim (merchandise granted counts raised). */
  rewards: MissionReward[];
  codeRequests: Omit<RewardCodeRequest, 'missionId' | 'creatorId' | 'companyId'>[];
}

function claimOne(
  reward: MissionReward,
  choice: RewardChoice | undefined,
): Result<{ claim: RewardClaim; reward: MissionReward; platform: string | null }, RewardChoiceError> {
  if (!choice) return err(new RewardChoiceRequired(reward.id));
  if (choice.action === 'skip') return ok({ claim: { rewardId: reward.id, outcome: 'skipped' }, reward, platform: null });
  const claimed = { rewardId: reward.id, outcome: 'claimed' as const, codes: [], platform: null, address: null };
  if (reward.kind === 'custom') return ok({ claim: claimed, reward, platform: null });
  if (reward.kind === 'codes') {
    if (!choice.platform || !reward.platforms.includes(choice.platform)) return err(new PlatformNotOffered(reward.id));
    return ok({ claim: { ...claimed, platform: choice.platform }, reward, platform: choice.platform });
  }
  const granted = grantMerchandise(reward);
  if (!granted.ok) return granted;
  if (!reward.collectAddress) return ok({ claim: claimed, reward: granted.value, platform: null });
  const address = parseFields(shippingAddressSchema, choice.address ?? {});
  if (!address.ok) return err(new InvalidMissionField(`rewards.${reward.id}.address.${address.error.field}`, address.error.message));
  return ok({ claim: { ...claimed, address: address.value }, reward: granted.value, platform: null });
}

/** Every reward must be claimed or skipped; a skipped reward is gone once the claim is made. */
export function settleChoices(
  rewards: readonly MissionReward[],
  choices: Readonly<Record<string, RewardChoice>>,
): Result<SettledChoices, RewardChoiceError> {
  const settled: SettledChoices = { claims: [], rewards: [], codeRequests: [] };
  for (const reward of rewards) {
    const one = claimOne(reward, choices[reward.id]);
    if (!one.ok) return one;
    settled.claims.push(one.value.claim);
    settled.rewards.push(one.value.reward);
    if (reward.kind === 'codes' && one.value.platform) {
      settled.codeRequests.push({ rewardId: reward.id, itemId: reward.itemId, platform: one.value.platform, count: reward.numberOfCodes });
    }
  }
  return ok(settled);
}
