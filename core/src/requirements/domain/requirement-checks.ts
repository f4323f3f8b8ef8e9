import { AUDIENCE_METRIC_IDS, AUDIENCE_METRICS, figureOf } from './audience-metrics.ts';
import { continentOf } from './continents.ts';
import type { CreatorSnapshot, RequirementCheck } from './eligibility.ts';
import type { CampaignRequirements } from './requirements.entity.ts';

const count = (n: number): string => n.toLocaleString('en-US');

export function locationChecks(req: CampaignRequirements, creator: CreatorSnapshot): RequirementCheck[] {
  const { countries, continents } = req.location;
  const country = creator.country;
  const checks: RequirementCheck[] = [];
  if (countries.length > 0) {
    const met = country !== null && countries.includes(country);
    const reason =
      country === null
        ? 'Set your country in your profile to take part.'
        : met
          ? `Your country (${country}) is one of the campaign's countries.`
          : `Your country (${country}) is not one of the campaign's countries (${countries.join(', ')}).`;
    checks.push({ id: 'location.country', met, reason });
  }
  if (continents.length > 0) {
    const continent = country === null ? null : continentOf(country);
    const met = continent !== null && continents.includes(continent);
    const reason =
      continent === null
        ? 'Your continent is unknown: set your country in your profile.'
        : met
          ? `Your continent (${continent}) is one of the campaign's continents.`
          : `Your continent (${continent}) is not one of the campaign's continents (${continents.join(', ')}).`;
    checks.push({ id: 'location.continent', met, reason });
  }
  return checks;
}

export function languageChecks(req: CampaignRequirements, creator: CreatorSnapshot): RequirementCheck[] {
  if (req.languages.length === 0) return [];
  const shared = creator.languages.filter((l) => req.languages.includes(l));
  const reason =
    shared.length > 0 ? `You create content in ${shared.join(', ')}.` : `The campaign asks for content in ${req.languages.join(', ')}.`;
  return [{ id: 'language', met: shared.length > 0, reason }];
}

export function audienceChecks(req: CampaignRequirements, creator: CreatorSnapshot): RequirementCheck[] {
  return AUDIENCE_METRIC_IDS.flatMap((metric) => {
    const required = req.audience[metric];
    if (required === null) return [];
    const actual = figureOf(creator.channels, metric);
    const { label } = AUDIENCE_METRICS[metric];
    const met = actual !== null && actual >= required;
    // Both figures, whichever way it goes (spec 3): what the campaign asks and what the creator has.
    const reason =
      actual === null
        ? `${label}: needs at least ${count(required)}, and there is no figure for you yet.`
        : met
          ? `${label}: you have ${count(actual)}, at least ${count(required)} needed.`
          : `${label}: needs at least ${count(required)}, you have ${count(actual)}.`;
    return [
      {
        id: `audience.${metric}`,
        met,
        reason,
        figures: { label, required, actual },
      },
    ];
  });
}

/**
 * The company's own picks: a whitelisted creator or one on a chosen creator list. Campaigns take them
 * as one more way past the channel size; a Creator Program (`what`) takes them as who may apply.
 */
export function pickChecks(
  req: Pick<CampaignRequirements, 'whitelist' | 'creatorListIds'>,
  creator: Pick<CreatorSnapshot, 'creatorId' | 'creatorListIds'>,
  what = 'campaign',
): RequirementCheck[] {
  const checks: RequirementCheck[] = [];
  if (req.whitelist.length > 0) {
    const met = req.whitelist.includes(creator.creatorId);
    checks.push({
      id: 'pick.whitelist',
      met,
      reason: met ? `You are on the ${what} whitelist.` : `You are not on the ${what} whitelist.`,
    });
  }
  if (req.creatorListIds.length > 0) {
    const met = creator.creatorListIds.some((id) => req.creatorListIds.includes(id));
    checks.push({
      id: 'pick.creatorList',
      met,
      reason: met ? "You are on one of the company's creator lists." : `You are not on the company's creator lists for this ${what}.`,
    });
  }
  return checks;
}

export function programCheck(req: CampaignRequirements, creator: CreatorSnapshot): RequirementCheck[] {
  const programId = req.creatorProgramId;
  if (programId === null) return [];
  const met = creator.acceptedProgramIds.includes(programId);
  return [
    { id: 'membership.program', met, reason: met ? 'You are a member of the creator program.' : 'Join the creator program to take part.' },
  ];
}
