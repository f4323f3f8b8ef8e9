import { describePayoutAccountRepositoryContract } from '@lurkit/core/quests/ports/payout-account-repository.contract.ts';
import { MikroOrmPayoutAccountRepository } from '../payments/mikro-orm-payout-account-repository.ts';
import { describeQuestRepositoryContract } from '@lurkit/core/quests/ports/quest-repository.contract.ts';
import { describeQuestRunRepositoryContract } from '@lurkit/core/quests/ports/quest-run-repository.contract.ts';
import { afterAll } from 'vitest';
import { describeQuestContentFiguresContract } from '@lurkit/core/quests/ports/quest-content-figures.contract.ts';
import { MikroOrmStatisticsRecorder } from '../insights/mikro-orm-statistics-recorder.ts';
import { StatisticsQuestContentFigures } from './statistics-quest-content-figures.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { parentRows } from '../../testing/parent-rows.ts';
import { MikroOrmQuestRepository } from './mikro-orm-quest-repository.ts';
import { MikroOrmQuestRunRepository } from './mikro-orm-quest-run-repository.ts';
import { MikroOrmQuestPaymentRepository } from '../payments/mikro-orm-quest-payment-repository.ts';
import { describeQuestPaymentRepositoryContract } from '@lurkit/core/quests/ports/quest-payment-repository.contract.ts';

const db = useTestDatabase();

/** The contract's made-up company and creator ids get real rows, for the foreign keys. */
const ownersIn = (parents: ReturnType<typeof parentRows>) => async () => {
  const owners = { companyId: globalThis.crypto.randomUUID(), creatorId: globalThis.crypto.randomUUID() };
  await parents.company(owners.companyId);
  await parents.user(owners.creatorId);
  return owners;
};

describeQuestRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmQuestRepository(em), owners: ownersIn(parentRows(em)) };
});

describeQuestRunRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmQuestRunRepository(em), quests: new MikroOrmQuestRepository(em), owners: ownersIn(parentRows(em)) };
});

describeQuestPaymentRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmQuestPaymentRepository(em), owners: ownersIn(parentRows(em)) };
});

describePayoutAccountRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  return { repo: new MikroOrmPayoutAccountRepository(em), owners: ownersIn(parentRows(em)) };
});

describeQuestContentFiguresContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const parents = parentRows(em);
  const recorder = new MikroOrmStatisticsRecorder(em, { now: () => new Date() });
  return {
    figures: new StatisticsQuestContentFigures(em),
    givenPosts: async (posts) => {
      const games = [...new Set(posts.flatMap((p) => (p.gameName ? [p.gameName] : [])))].map((name) => ({
        id: globalThis.crypto.randomUUID(),
        name,
      }));
      for (const post of posts) await parents.user(post.creatorId);
      await recorder.record({
        games,
        posts: posts.map((p) => ({
          creatorId: p.creatorId,
          provider: p.provider,
          externalId: p.externalId,
          type: p.postType,
          title: p.title,
          gameId: games.find((g) => g.name === p.gameName)?.id ?? null,
          durationSeconds: p.durationSeconds,
          views: p.views,
          hoursWatched: p.hoursWatched,
          averageCcv: p.averageCcv,
          peakCcv: Math.round(p.averageCcv),
          listed: p.listed,
          createdAt: p.postedAt,
        })),
      });
    },
  };
});
