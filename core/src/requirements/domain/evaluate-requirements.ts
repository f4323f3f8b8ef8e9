import { anyOf, waived, type CreatorSnapshot, type Eligibility, type GroupResult, type PassedBy } from './eligibility.ts';
import { audienceChecks, languageChecks, locationChecks, pickChecks, programCheck } from './requirement-checks.ts';
import type { CampaignRequirements } from './requirements.entity.ts';

/**
 * Our reading of "VIP access lets a creator participate regardless of requirements" next to "creators
 * must always meet region and language criteria": VIP waives channel size and program membership but
 * not location and language, which often follow key regions, law and the content's audience.
 * A caller (or a later product decision) can pass a policy that lets VIP waive them too.
 */
export interface EligibilityPolicy {
  readonly vipSkipsLocationAndLanguage: boolean;
}
export const DEFAULT_ELIGIBILITY_POLICY: EligibilityPolicy = { vipSkipsLocationAndLanguage: false };

const VIP_REASON = 'VIP access: this requirement does not apply to you.';
const ALL_CREATORS_REASON = 'The campaign welcomes offers from all creators.';

function waiverFor(req: CampaignRequirements, creator: CreatorSnapshot): PassedBy {
  if (req.vipAccess && creator.hasVipAccess) return 'vipAccess';
  return req.allowOffersFromAllCreators ? 'allCreators' : 'requirements';
}

/**
 * Evaluates a creator against a campaign's requirements, group by group. The company's picks
 * (whitelist, creator lists) are one more way through the audience group and, when a program is
 * required, through the membership group: a picked creator still needs location and language.
 */
export function evaluateRequirements(
  req: CampaignRequirements,
  creator: CreatorSnapshot,
  policy: EligibilityPolicy = DEFAULT_ELIGIBILITY_POLICY,
): Eligibility {
  const waiver = waiverFor(req, creator);
  const picks = pickChecks(req, creator);
  const program = programCheck(req, creator);
  let location = anyOf('location', locationChecks(req, creator), 'The campaign is open to every location.');
  let language = anyOf('language', languageChecks(req, creator), 'The campaign is open to every language.');
  let audience = anyOf('audience', [...audienceChecks(req, creator), ...picks], 'The campaign asks for no channel size.');
  let membership = anyOf('membership', program.length > 0 ? [...program, ...picks] : [], 'The campaign asks for no program membership.');

  if (waiver !== 'requirements') {
    const reason = waiver === 'vipAccess' ? VIP_REASON : ALL_CREATORS_REASON;
    audience = waived(audience, reason);
    membership = waived(membership, reason);
    if (waiver === 'vipAccess' && policy.vipSkipsLocationAndLanguage) {
      location = waived(location, reason);
      language = waived(language, reason);
    }
  }
  const groups: GroupResult[] = [location, language, audience, membership];
  return { eligible: groups.every((g) => g.status === 'Passed'), groups, waiver };
}

export const groupOf = (eligibility: Eligibility, group: GroupResult['group']): GroupResult | undefined =>
  eligibility.groups.find((g) => g.group === group);
