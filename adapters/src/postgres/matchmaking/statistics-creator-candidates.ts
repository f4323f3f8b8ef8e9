import type { CreatorCandidate } from '@lurkit/core/matchmaking/domain/creator-candidate.ts';
import type { MatchmakingBrief, Region } from '@lurkit/core/matchmaking/domain/matchmaking-brief.schema.ts';
import type { CreatorCandidatesPort } from '@lurkit/core/matchmaking/ports/creator-candidates.port.ts';
import { COUNTRY_CONTINENT, type Continent } from '@lurkit/core/requirements/domain/continents.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';
import { pgArray } from '../insights/sql-values.ts';

const REGION_OF_CONTINENT: Readonly<Partial<Record<Continent, Region>>> = {
  africa: 'AFRICA',
  asia: 'ASIA',
  europe: 'EUROPE',
  northAmerica: 'NORTH_AMERICA',
  oceania: 'OCEANIA',
  southAmerica: 'SOUTH_AMERICA',
};
const REGION_OF_COUNTRY = new Map<string, Region>();
for (const [country, continent] of Object.entries(COUNTRY_CONTINENT)) {
  const region = REGION_OF_CONTINENT[continent];
  if (region) REGION_OF_COUNTRY.set(country, region);
}

/** The countries a brief's locations name, regions spelled out as their countries. */
function countriesOf(locations: readonly string[]): string[] {
  const wanted = new Set(locations);
  return [...REGION_OF_COUNTRY].filter(([country, region]) => wanted.has(country) || wanted.has(region)).map(([country]) => country);
}

/** game fit as the SQL computes it: 2 the brief's game, 1 a similar game, 0 neither. */
type Row = [id: string, country: string, languages: string, fit: number, ccv: number, hours: number, deal: string | number];

/**
 * Candidates from the statistics store's per-creator summary (creator_statistics_summary, refreshed
 * with the rollups) and the minimum deal size of the creator's payout setup.
 *
 * The brief's hard filters that SQL can decide exactly (language, location) run there, and the
 * affordability filter runs there as a looser bound (an offer needs at least one predicted viewer and
 * a minimum deal within max bid x (CCV + 0.5) x hours), so it can only keep more creators than core
 * would, never fewer. A creator's games come back as the one game that decides their fit, the only
 * thing scoring reads of them: a million rows of 20 game ids each would cost seconds on the wire.
 * Creators whose channels name no known country are left out (our choice): a region is needed for
 * per-region budgets, and a creator we cannot place cannot be promised to any market.
 */
export class StatisticsCreatorCandidates implements CreatorCandidatesPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listCandidates(brief: MatchmakingBrief): Promise<readonly CreatorCandidate[]> {
    const similar = brief.similarGameIds.filter((id) => id !== brief.gameId);
    const params: unknown[] = [brief.gameId, pgArray(similar), brief.budget.maxBidPerHourWatchedCents, brief.hoursPerCreator];
    const where: string[] = ['s.country is not null', 's.average_ccv >= 0.5'];
    if (brief.languages.length) {
      where.push('s.languages && ?::text[]');
      params.push(pgArray(brief.languages));
    }
    if (brief.locations.length) {
      where.push('s.country = any(?::text[])');
      params.push(pgArray(countriesOf(brief.locations)));
    }
    const rows = await boundExecute(this.#em)<{ r: Row }[]>(
      `select json_build_array(s.creator_id, s.country, array_to_string(s.languages, ','),
                case when ? = any(s.game_ids) then 2 when s.game_ids && ?::text[] then 1 else 0 end,
                s.average_ccv, s.average_stream_hours, coalesce(pa.minimum_deal_size_cents, s.minimum_deal_cents)) as r
       from creator_statistics_summary s
       left join creator_payout_account pa on pa.creator_id = s.creator_id
       where coalesce(pa.minimum_deal_size_cents, s.minimum_deal_cents) <= ?::float8 * (s.average_ccv + 0.5) * ?::float8
         and ${where.join(' and ')}`,
      params,
    );
    const main = [brief.gameId];
    const similarGame = similar.length ? [similar[0] as string] : [];
    const candidates: CreatorCandidate[] = [];
    for (const { r } of rows) {
      const region = REGION_OF_COUNTRY.get(r[1]);
      if (!region) continue;
      candidates.push({
        id: r[0],
        country: r[1],
        region,
        languages: r[2] ? r[2].split(',') : [],
        gameIds: r[3] === 2 ? main : r[3] === 1 ? similarGame : [],
        averageCcv: r[4],
        averageStreamHours: r[5],
        minimumDealCents: centsOf(Number(r[6])),
      });
    }
    return candidates;
  }
}
