import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmUtmReports } from '../attribution/mikro-orm-utm-reports.ts';
import { MikroOrmStatisticsRecorder } from '../insights/mikro-orm-statistics-recorder.ts';
import { TableObservedConversions } from './table-observed-conversions.ts';

const db = useTestDatabase();
const uuid = () => globalThis.crypto.randomUUID();
const T0 = new Date('2026-03-01T12:00:00Z');

describe('TableObservedConversions: wishlists per hour watched from the company’s own imported reports', () => {
  it('divides a creator’s credited wishlists by the hours watched of their listed content in the reported days', async () => {
    const em = db().orm.em.fork();
    const parents = parentRows(em);
    const [acme, globex, ada, bo, game] = [uuid(), uuid(), uuid(), uuid(), uuid()];
    for (const company of [acme, globex]) await parents.company(company);
    for (const creator of [ada, bo]) await parents.user(creator);
    const stream = (creatorId: string, externalId: string, createdAt: Date, listed = true) => ({
      creatorId,
      provider: 'twitch' as const,
      externalId,
      type: 'STREAM' as const,
      title: externalId,
      gameId: game,
      durationSeconds: 3_600,
      views: 100,
      hoursWatched: 10,
      averageCcv: 10,
      peakCcv: 12,
      listed,
      createdAt,
    });
    await new MikroOrmStatisticsRecorder(em, { now: () => T0 }).record({
      games: [{ id: game, name: 'Observed game' }],
      posts: [
        stream(ada, 'in-days', new Date('2026-03-02T18:00:00Z')),
        stream(ada, 'unlisted', new Date('2026-03-02T20:00:00Z'), false),
        stream(ada, 'after', new Date('2026-03-05T18:00:00Z')),
      ],
    });
    const row = (content: string, wishlists: number) => ({
      date: '2026-03-02',
      campaign: uuid(),
      content,
      visits: 50,
      wishlists,
      purchases: 0,
      activations: 0,
    });
    const reports = new MikroOrmUtmReports(em);
    await reports.upsert(acme, 1145360, [row(ada, 4), row(bo, 9), row('not-a-creator', 3)], T0);
    await reports.upsert(globex, 1145360, [row(ada, 100)], T0);

    const observed = new TableObservedConversions(em);
    // Ada: 4 wishlists over the 10 hours watched of her listed stream that day; Bo streamed nothing then.
    expect(await observed.wishlistsPerHourWatched(acme)).toEqual(new Map([[ada, 0.4]]));
    expect(await observed.wishlistsPerHourWatched('not-a-uuid')).toEqual(new Map());
  });
});
