import { REQUIREMENT_GROUP_LABELS, type KeyEligibility } from '../key-campaign-shared/key-campaign.types.ts';

/**
 * Why a creator is (or would be) on a Key campaign's waitlist, told truly (spec 4): pre-launch, or
 * the requirements they do not meet (channel size, program membership) by name. After a pre-launch
 * campaign launches, a creator who meets every requirement is still waiting for the company's review.
 */
export function waitlistReason(eligibility: KeyEligibility | null, preLaunch: boolean): string {
  if (preLaunch) return 'this campaign is in pre-launch. The company can accept you once it launches.';
  const unmet = (eligibility?.groups ?? [])
    .filter((g) => (g.group === 'audience' || g.group === 'membership') && g.status === 'Not met')
    .map((g) => REQUIREMENT_GROUP_LABELS[g.group].toLowerCase());
  if (unmet.length > 0)
    return `you do not yet meet its ${unmet.join(' and ')} requirement${unmet.length > 1 ? 's' : ''}. The company may still accept you.`;
  return 'you joined while this campaign was in pre-launch. It has launched, and the company reviews the waitlist: you will hear when they accept or decline you.';
}
