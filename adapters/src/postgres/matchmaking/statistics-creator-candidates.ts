import type { CreatorCandidate } from '@lurkit/core/matchmaking/domain/creator-candidate.ts';
import type { MatchmakingBrief, Region } from '@lurkit/core/matchmaking/domain/matchmaking-brief.schema.ts';
import type { CreatorCandidatesPort, TopCandidates } from '@lurkit/core/matchmaking/ports/creator-candidates.port.ts';
import { UPPER_BOUND_SLACK, upperBoundTerms } from '@lurkit/core/matchmaking/domain/scoring-model.ts';
import { COUNTRY_CONTINENT, type Continent } from '@lurkit/core/requirements/domain/continents.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
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

const PROVIDERS: ReadonlySet<string> = new Set<ChannelProvider>(['twitch', 'youtube', 'tiktok']);
const isProvider = (value: string | undefined): value is ChannelProvider => value !== undefined && PROVIDERS.has(value);

/** The countries a brief's locations name, regions spelled out as their countries. */
function countriesOf(locations: readonly string[]): string[] {
  const wanted = new Set(locations);
  return [...REGION_OF_COUNTRY].filter(([country, region]) => wanted.has(country) || wanted.has(region)).map(([country]) => country);
}

/**
 * Candidates from the statistics store's per-creator summary (creator_statistics_summary, refreshed
 * with the rollups) and the minimum deal size of the creator's payout setup.
 *
 * The brief's hard filters that SQL can decide exactly (language, location) run there, and the
 * affordability filter runs there as a looser bound (an offer needs at least one predicted viewer and
 * a minimum deal within max bid x (CCV + 0.5) x hours), so it can only keep more creators than core
 * would, never fewer. A creator's games come back as the one game that decides their fit, the only
 * thing scoring reads of them: a million rows of 20 game ids each would cost seconds on the wire.
 * Creators whose channels name no known country (or platform) are left out (our choice): a region is needed for
 * per-region budgets, and a creator we cannot place cannot be promised to any market.
 */
export class StatisticsCreatorCandidates implements CreatorCandidatesPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listCandidates(brief: MatchmakingBrief): Promise<readonly CreatorCandidate[]> {
    const { sql, params } = candidatesOf(brief);
    // One text value for all rows: a row per line, fields by '|'. Half a million rows as separate
    // result rows cost the driver seconds to parse; one string costs a split.
    const [row] = await boundExecute(this.#em)<{ rows: string | null }[]>(
      `select string_agg(concat_ws('|', id, country, array_to_string(languages, ','), fit, ccv, hours, deal, platform), E'\\n') as rows from (${sql}) c`,
      params,
    );
    return row?.rows ? row.rows.split('\n').flatMap((line) => candidateOf(line.split('|') as Line, brief) ?? []) : [];
  }

  async listTopCandidates(brief: MatchmakingBrief, limit: number, atLeast = Number.NEGATIVE_INFINITY): Promise<TopCandidates> {
    const { sql, params } = candidatesOf(brief);
    const terms = upperBoundTerms(brief);
    const w = terms.weights;
    // sumUpperBound (scoring-model.ts) in SQL: log() is base 10 in PostgreSQL.
    const bound = `(?::float8 * case fit when 2 then ?::float8 when 1 then ?::float8 else ?::float8 end
      + ?::float8 * case when ccv <= 0 then 0 else greatest(0, 1 - 0.5 * abs(log(ccv / least(greatest(ccv, ?::float8), ?::float8)))) end
      + ?::float8 * case when ?::float8 <= 0 then 1 else least(1, greatest(0, hours) / ?::float8) end
      + ?::float8 + ?::float8)`;
    const boundParams = [
      w.game,
      terms.gameSignal.MAIN,
      terms.gameSignal.SIMILAR,
      terms.gameSignal.OTHER,
      w.size,
      terms.band[0],
      terms.band[1],
      w.duration,
      terms.minContentDurationHours,
      terms.minContentDurationHours,
      w.cost,
      UPPER_BOUND_SLACK,
    ];
    const finite = Number.isFinite(atLeast);
    const atLeastWhere = finite ? `where ${bound} >= ?::float8` : '';
    const atLeastParams = finite ? [...boundParams, atLeast] : [];
    const [row] = await boundExecute(this.#em)<{ rows: string | null }[]>(
      // The lines are made after the limit: made before the sort, a million of them cost seconds.
      `select string_agg(concat_ws('|', id, country, array_to_string(languages, ','), fit, ccv, hours, deal, platform, ub), E'\\n' order by ub desc) as rows
       from (select c.*, ${bound} as ub from (${sql}) c ${atLeastWhere} order by ub desc limit ?) t`,
      [...boundParams, ...params, ...atLeastParams, limit + 1],
    );
    const lines = row?.rows ? row.rows.split('\n').map((line) => line.split('|') as [...Line, string]) : [];
    const next = lines[limit];
    return {
      candidates: lines.slice(0, limit).flatMap((line) => candidateOf(line, brief) ?? []),
      nextBound: next ? Number(next[8]) : null,
    };
  }
}

/** One line of an answer; fit is 2 for the brief's game, 1 for a similar game, 0 for neither. */
type Line = [id: string, country: string, languages: string, fit: string, ccv: string, hours: string, deal: string, platform: string];

/** The candidates' columns with the brief's filters, as a subquery: id, country, languages, fit, ccv, hours, deal, platform. */
function candidatesOf(brief: MatchmakingBrief): { sql: string; params: unknown[] } {
  const similar = brief.similarGameIds.filter((id) => id !== brief.gameId);
  const params: unknown[] = [brief.gameId, pgArray(similar), brief.budget.maxBidPerHourWatchedCents, brief.hoursPerCreator];
  const where: string[] = ['s.country is not null', 's.platform is not null', 's.average_ccv >= 0.5'];
  if (brief.languages.length) {
    where.push('s.languages && ?::text[]');
    params.push(pgArray(brief.languages));
  }
  if (brief.locations.length) {
    where.push('s.country = any(?::text[])');
    params.push(pgArray(countriesOf(brief.locations)));
  }
  return {
    sql: `select s.creator_id as id, s.country, s.languages,
            case when ? = any(s.game_ids) then 2 when s.game_ids && ?::text[] then 1 else 0 end as fit,
            s.average_ccv as ccv, s.average_stream_hours as hours, coalesce(pa.minimum_deal_size_cents, s.minimum_deal_cents) as deal, s.platform
          from creator_statistics_summary s
          left join creator_payout_account pa on pa.creator_id = s.creator_id
          where coalesce(pa.minimum_deal_size_cents, s.minimum_deal_cents) <= ?::float8 * (s.average_ccv + 0.5) * ?::float8
            and ${where.join(' and ')}`,
    params,
  };
}

function candidateOf(
  [id, country, languages, fit, ccv, hours, deal, platform]: readonly string[],
  brief: MatchmakingBrief,
): CreatorCandidate | null {
  const region = country ? REGION_OF_COUNTRY.get(country) : undefined;
  if (!id || !country || !region || !isProvider(platform)) return null;
  const similar = brief.similarGameIds.find((g) => g !== brief.gameId);
  return {
    id,
    country,
    region,
    languages: languages ? languages.split(',') : [],
    gameIds: fit === '2' ? [brief.gameId] : fit === '1' && similar ? [similar] : [],
    platform,
    averageCcv: Number(ccv),
    averageStreamHours: Number(hours),
    minimumDealCents: centsOf(Number(deal)),
  };
}
