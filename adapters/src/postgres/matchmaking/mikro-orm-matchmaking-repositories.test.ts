import type { MatchmakingList } from '@lurkit/core/matchmaking/domain/matchmaking-list.entity.ts';
import { rankCreators } from '@lurkit/core/matchmaking/domain/rank-creators.ts';
import { gameFitOf, indexBrief } from '@lurkit/core/matchmaking/domain/brief-index.ts';
import { sumUpperBound, upperBoundTerms } from '@lurkit/core/matchmaking/domain/scoring-model.ts';
import { describeMatchmakingListRepositoryContract } from '@lurkit/core/matchmaking/ports/matchmaking-list-repository.contract.ts';
import { aBrief } from '@lurkit/core/matchmaking/testing/builders.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmMatchmakingListRepository } from './mikro-orm-matchmaking-list-repository.ts';
import { StatisticsCreatorCandidates } from './statistics-creator-candidates.ts';

const db = useTestDatabase();

/** The contract makes company ids up; their rows are created first. */
class ListsWithParents extends MikroOrmMatchmakingListRepository {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    super(em);
    this.#em = em;
  }
  override async save(list: MatchmakingList): Promise<void> {
    await parentRows(this.#em).company(list.companyId);
    await super.save(list);
  }
}

describeMatchmakingListRepositoryContract('PostgreSQL', async () => ({ repo: new ListsWithParents(db().orm.em.fork()) }));

describe('StatisticsCreatorCandidates', () => {
  const MAIN = globalThis.crypto.randomUUID();
  const SIMILAR = globalThis.crypto.randomUUID();
  const OTHER = globalThis.crypto.randomUUID();

  async function creator(summary: {
    country: string | null;
    languages: string[];
    games: string[];
    ccv: number;
    hours: number;
    deal?: number;
  }) {
    const em = db().orm.em.fork();
    const id = globalThis.crypto.randomUUID();
    await parentRows(em).user(id);
    await em.getConnection().execute(
      `insert into creator_statistics_summary (creator_id, country, platform, languages, game_ids, average_ccv, average_stream_hours, minimum_deal_cents, updated_at)
       values (?, ?, 'twitch', ?::text[], ?::text[], ?, ?, 0, now())`,
      [id, summary.country, `{${summary.languages.join(',')}}`, `{${summary.games.join(',')}}`, summary.ccv, summary.hours],
    );
    if (summary.deal !== undefined) {
      await em.getConnection().execute(
        `insert into creator_payout_account (creator_id, method, provider, provider_recipient_id, label, status, minimum_deal_size_cents, updated_at)
         values (?, 'BANK', 'sandbox', ?, 'Bank', 'ACTIVE', ?, now())`,
        [id, `r-${id}`, summary.deal],
      );
    }
    return id;
  }

  it('reads creators with their place, languages, fit to the brief, figures and minimum deal, and keeps what core ranks', async () => {
    const swede = await creator({ country: 'SE', languages: ['sv', 'en'], games: [OTHER, MAIN], ccv: 400, hours: 3, deal: 20_000 });
    const american = await creator({ country: 'US', languages: ['en'], games: [SIMILAR], ccv: 200, hours: 2 });
    const german = await creator({ country: 'DE', languages: ['de'], games: [OTHER], ccv: 50, hours: 1 });
    const silent = await creator({ country: 'SE', languages: ['en'], games: [MAIN], ccv: 0, hours: 0 });
    const nowhere = await creator({ country: null, languages: ['en'], games: [MAIN], ccv: 100, hours: 2 });
    const pricey = await creator({ country: 'SE', languages: ['en'], games: [MAIN], ccv: 10, hours: 2, deal: 1_000_000 });
    const candidates = new StatisticsCreatorCandidates(db().orm.em.fork());
    const brief = aBrief({ gameId: MAIN, similarGameIds: [SIMILAR], languages: [], locations: [] });

    const all = await candidates.listCandidates(brief);
    const byId = new Map(all.map((c) => [c.id, c]));

    expect(byId.get(swede)).toEqual({
      id: swede,
      country: 'SE',
      region: 'EUROPE',
      languages: ['sv', 'en'],
      gameIds: [MAIN],
      platform: 'twitch',
      averageCcv: 400,
      averageStreamHours: 3,
      minimumDealCents: 20_000,
    });
    expect(byId.get(american)).toMatchObject({ region: 'NORTH_AMERICA', gameIds: [SIMILAR], minimumDealCents: 0 });
    expect(byId.get(german)).toMatchObject({ region: 'EUROPE', gameIds: [] });
    for (const left of [silent, nowhere, pricey]) expect(byId.has(left)).toBe(false);
    expect(rankCreators(brief, all).map((m) => m.creatorId)).toContain(swede);
  });

  it('filters by the brief languages and locations, regions included', async () => {
    const swede = await creator({ country: 'SE', languages: ['sv'], games: [MAIN], ccv: 100, hours: 2 });
    const brazilian = await creator({ country: 'BR', languages: ['pt'], games: [MAIN], ccv: 100, hours: 2 });
    const candidates = new StatisticsCreatorCandidates(db().orm.em.fork());

    const ids = async (changes: Parameters<typeof aBrief>[0]) =>
      (await candidates.listCandidates(aBrief({ gameId: MAIN, ...changes }))).map((c) => c.id);

    expect(await ids({ languages: ['pt'], locations: [] })).toContain(brazilian);
    expect(await ids({ languages: ['pt'], locations: [] })).not.toContain(swede);
    expect(await ids({ languages: [], locations: ['EUROPE'] })).toContain(swede);
    expect(await ids({ languages: [], locations: ['EUROPE'] })).not.toContain(brazilian);
    expect(await ids({ languages: [], locations: ['BR'] })).toEqual([brazilian]);
  });
});

describe('StatisticsCreatorCandidates, the top candidates', () => {
  it('hands over the creators with the highest bound first, as core computes it, and the next bound', async () => {
    const GAME = globalThis.crypto.randomUUID();
    const em = db().orm.em.fork();
    await em.getConnection().execute('truncate creator_statistics_summary');
    const ids: string[] = [];
    for (const [i, ccv] of [5, 50, 500, 5_000, 50_000, 20].entries()) {
      const id = globalThis.crypto.randomUUID();
      ids.push(id);
      await parentRows(em).user(id);
      await em.getConnection().execute(
        `insert into creator_statistics_summary (creator_id, country, platform, languages, game_ids, average_ccv, average_stream_hours, minimum_deal_cents, updated_at)
         values (?, 'SE', 'youtube', '{en}', ?::text[], ?, ?, 0, now())`,
        [id, i % 2 ? `{${GAME}}` : '{}', ccv, 0.5 + i],
      );
    }
    const brief = aBrief({ gameId: GAME, similarGameIds: [], languages: [], locations: [], minContentDurationHours: 2 });
    const store = new StatisticsCreatorCandidates(db().orm.em.fork());
    const all = await store.listCandidates(brief);
    const index = indexBrief(brief);
    const terms = upperBoundTerms(brief);
    const bounds = all
      .map((c) => ({ id: c.id, bound: sumUpperBound(gameFitOf(c, index), c.averageCcv, c.averageStreamHours, terms) }))
      .sort((a, b) => b.bound - a.bound);

    const top = await store.listTopCandidates(brief, 3);

    expect(top.candidates.map((c) => c.id)).toEqual(bounds.slice(0, 3).map((b) => b.id));
    expect(top.nextBound).toBeCloseTo(bounds[3]!.bound, 12);
    expect(top.candidates[0]).toEqual(all.find((c) => c.id === top.candidates[0]!.id));
    expect((await store.listTopCandidates(brief, 10)).nextBound).toBeNull();
    const atLeast = await store.listTopCandidates(brief, 10, bounds[2]!.bound - 1e-12);
    expect(atLeast.candidates.map((c) => c.id)).toEqual(bounds.slice(0, 3).map((b) => b.id));
  });
});
