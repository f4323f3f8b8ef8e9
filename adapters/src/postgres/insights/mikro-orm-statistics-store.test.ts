import { describeStatisticsStoreContract } from '@lurkit/core/insights/ports/statistics-store.contract.ts';
import { BUILDER_NOW } from '@lurkit/core/insights/testing/builders.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmInsightsStatistics } from './mikro-orm-insights-statistics.ts';
import { MikroOrmStatisticsRecorder } from './mikro-orm-statistics-recorder.ts';

const db = useTestDatabase();

describeStatisticsStoreContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const creatorIds = [0, 1, 2].map(() => globalThis.crypto.randomUUID());
  for (const id of creatorIds) await parentRows(em).user(id);
  const recorder = new MikroOrmStatisticsRecorder(em, { now: () => BUILDER_NOW });
  const reader = new MikroOrmInsightsStatistics(em);
  const store = {
    record: recorder.record.bind(recorder),
    closeDay: recorder.closeDay.bind(recorder),
    creatorFigures: reader.creatorFigures.bind(reader),
    creatorPeriod: reader.creatorPeriod.bind(reader),
    creatorsFiguresAndDaily: reader.creatorsFiguresAndDaily.bind(reader),
    gameFigures: reader.gameFigures.bind(reader),
    gameDaily: reader.gameDaily.bind(reader),
    rankCreators: reader.rankCreators.bind(reader),
    rankGames: reader.rankGames.bind(reader),
    eachRankedCreator: reader.eachRankedCreator.bind(reader),
    listPosts: reader.listPosts.bind(reader),
    findPost: reader.findPost.bind(reader),
    findPosts: reader.findPosts.bind(reader),
    streamSamples: reader.streamSamples.bind(reader),
    liveStreams: reader.liveStreams.bind(reader),
    findGames: reader.findGames.bind(reader),
    searchGames: reader.searchGames.bind(reader),
  };
  return {
    // Rankings read every creator's rows, so each test starts from empty statistics tables.
    cleanup: async () => {
      await em
        .fork()
        .getConnection()
        .execute('truncate creator_post, stream_sample, creator_daily_statistics, creator_statistics_summary, statistics_game cascade');
    },
    store,
    creatorIds,
    gameIds: [0, 1, 2].map(() => globalThis.crypto.randomUUID()),
    setLocale: async (creatorId, locale) => {
      const pairs = locale.languages.flatMap((language, i) => [[language, locale.countries[i] ?? locale.countries[0] ?? 'US']]);
      for (const [language, country] of pairs) {
        await em
          .fork()
          .getConnection()
          .execute(
            `insert into creator_channel (id, creator_id, provider, provider_channel_id, handle, display_name, followers, account_created_at, affiliation, language, country, synced_at)
           values (gen_random_uuid(), ?, 'twitch', gen_random_uuid()::text, 'h', 'h', 10, now(), 'none', ?, ?, now())`,
            [creatorId, language, country],
          );
      }
    },
  };
});
