import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { migrateDatabase } from '@lurkit/adapters/postgres/shared/migrate-database.ts';
import { MikroOrmMatchmakingListRepository } from '@lurkit/adapters/postgres/matchmaking/mikro-orm-matchmaking-list-repository.ts';
import { StatisticsCreatorCandidates } from '@lurkit/adapters/postgres/matchmaking/statistics-creator-candidates.ts';
import { TableObservedConversions } from '@lurkit/adapters/postgres/matchmaking/table-observed-conversions.ts';
import { CreateMatchmakingList } from '@lurkit/core/matchmaking/application/create-matchmaking-list.ts';
import { GenerateMatchmakingResults } from '@lurkit/core/matchmaking/application/generate-matchmaking-results.ts';
import type { MatchmakingDeps } from '@lurkit/core/matchmaking/application/matchmaking-deps.ts';
import { aBriefInput } from '@lurkit/core/matchmaking/testing/builders.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { withBenchDatabase } from './bench-database.ts';

/** Matchmaking through the real use case and the PostgreSQL statistics store. */
export const MATCHMAKING_STORE_TARGETS = [
  { creators: 100_000, medianMs: 250 },
  { creators: 1_000_000, medianMs: 2_500 },
] as const;

const GAMES = Array.from({ length: 50 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
const COUNTRIES = ['SE', 'DE', 'US', 'BR', 'JP', 'GB', 'FR', 'CA', 'PL', 'AU'];
const LANGUAGES = ['en', 'de', 'sv', 'pt', 'ja', 'fr', 'pl'];
const COMPANY_ID = '00000000-0000-4000-9000-000000000001';

/**
 * Creators `from`..`to` with their statistics summaries, in two set-based statements (generate_series,
 * figures from a hash of the number, so every run builds the same creators): sizes spread over five
 * orders of magnitude, five games each of fifty, a country, one or two languages, minimum deals.
 */
async function addCreators(sql: (text: string, params?: unknown[]) => Promise<unknown>, from: number, to: number) {
  await sql(
    `insert into user_account (id, username, display_name, email, password_hash, user_type, status, failed_sign_in_attempts, is_staff, created_at)
     select ('10000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 'b' || i, 'Bench ' || i, 'b' || i || '@bench.example',
            'x', 'Creator', 'active', 0, false, now()
     from generate_series(?::int, ?::int) i`,
    [from, to],
  );
  await sql(
    `insert into creator_statistics_summary (creator_id, country, languages, game_ids, average_ccv, average_stream_hours, minimum_deal_cents, updated_at)
     select ('10000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
            (?::text[])[1 + (h % ${COUNTRIES.length})],
            case when h % 3 = 0 then array[(?::text[])[1 + (h / 7) % ${LANGUAGES.length}], 'en'] else array[(?::text[])[1 + (h / 7) % ${LANGUAGES.length}]] end,
            array(select (?::text[])[1 + ((h / 11 + g * 13) % ${GAMES.length})] from generate_series(0, 4) g),
            floor(power(10, (h % 10000) / 2000.0)),
            0.5 + (h / 101 % 12) / 2.0,
            (h / 13 % 4) * 25000,
            now()
     from (select i, abs(hashint4(i)) as h from generate_series(?::int, ?::int) i) s`,
    [`{${COUNTRIES.join(',')}}`, `{${LANGUAGES.join(',')}}`, `{${LANGUAGES.join(',')}}`, `{${GAMES.join(',')}}`, from, to],
  );
  await sql('analyze creator_statistics_summary');
}

export async function benchMatchmakingStore() {
  return withBenchDatabase(async (url) => {
    const orm = await createOrm(url, { poolMax: 2 });
    try {
      await migrateDatabase(orm);
      const sql = (text: string, params: unknown[] = []) => orm.em.getConnection().execute(text, params as never[]);
      await sql(
        `insert into company (id, name, type, website, email, is_verified, created_at)
         values (?, 'Bench Studio', 'publisher', 'https://bench.example', 'bench@bench.example', true, now())`,
        [COMPANY_ID],
      );
      const results = [];
      let created = 0;
      let previousMs: number | null = null;
      for (const target of MATCHMAKING_STORE_TARGETS) {
        const seeding = performance.now();
        await addCreators(sql, created + 1, target.creators);
        created = target.creators;
        const seedSeconds = (performance.now() - seeding) / 1000;
        const timings: number[] = [];
        let matched = 0;
        // One warm-up, then the median of the runs: each run is a new list, since results never change once generated.
        const runs = target.creators >= 1_000_000 ? 3 : 5;
        for (let run = 0; run <= runs; run += 1) {
          const em = orm.em.fork();
          const deps: MatchmakingDeps = {
            lists: new MikroOrmMatchmakingListRepository(em),
            candidates: new StatisticsCreatorCandidates(em),
            conversions: new TableObservedConversions(em),
            clock: systemClock,
          };
          // Any language and place, so every creator is a candidate, and a budget for a full list of matches.
          const brief = {
            ...aBriefInput(),
            gameId: GAMES[run % GAMES.length],
            similarGameIds: [GAMES[(run + 1) % GAMES.length]],
            languages: [],
            budget: { totalCents: 1_000_000_000, perRegionCents: { EUROPE: 600_000_000 }, maxBidPerHourWatchedCents: 100 },
          };
          const list = await new CreateMatchmakingList(deps).execute({ companyId: COMPANY_ID, brief });
          if (!list.ok) throw new Error(list.error.message);
          globalThis.gc?.();
          const started = performance.now();
          const generated = await new GenerateMatchmakingResults(deps).execute({ companyId: COMPANY_ID, listId: list.value.id });
          const ms = performance.now() - started;
          if (!generated.ok || generated.value.matches.length === 0)
            throw new Error('The bench brief matched nobody: it measures nothing.');
          matched = generated.value.matches.length;
          if (run > 0) timings.push(ms);
        }
        timings.sort((a, b) => a - b);
        const medianMs = timings[Math.floor(timings.length / 2)] ?? Number.NaN;
        const growth = previousMs === null ? '' : `, ${(medianMs / previousMs).toFixed(1)}x the time for 10x the creators`;
        previousMs = medianMs;
        results.push({
          name: `matchmaking over ${target.creators.toLocaleString('en')} creators in PostgreSQL`,
          figures: `median ${medianMs.toFixed(0)} ms (target < ${target.medianMs.toLocaleString('en')})${growth}; ${matched} matches; data made in ${seedSeconds.toFixed(1)} s`,
          met: medianMs < target.medianMs,
        });
      }
      return results;
    } finally {
      await orm.close(true);
    }
  });
}
