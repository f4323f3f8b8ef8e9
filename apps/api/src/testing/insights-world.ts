import { MikroOrmStatisticsRecorder } from '@lurkit/adapters/postgres/insights/mikro-orm-statistics-recorder.ts';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import type { RecordedPost, StreamSample } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { sql } from './direct-db.ts';
import type { TestApp } from './test-app.ts';

/** A creator's user id from their username. */
export async function userIdOf(app: TestApp, username: string): Promise<string> {
  const [row] = await sql<{ id: string }>(app.databaseUrl, 'select id from user_account where username = ?', [username]);
  if (!row) throw new Error(`No user ${username}`);
  return row.id;
}

/** A listed one-hour Twitch stream `hoursAgo` hours ago with `ccv` average viewers. */
export const aStream = (creatorId: string, gameId: string, ccv: number, hoursAgo = 2): RecordedPost => ({
  creatorId,
  provider: 'twitch',
  externalId: globalThis.crypto.randomUUID(),
  type: 'STREAM',
  title: `Playing with ${ccv} viewers`,
  gameId,
  durationSeconds: 3_600,
  views: 0,
  hoursWatched: ccv,
  averageCcv: ccv,
  peakCcv: ccv * 2,
  listed: true,
  createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
});

/** Records statistics through the real store (posts, rollups), as the channel sync would. */
export async function recordStatistics(
  app: TestApp,
  games: { id: string; name: string }[],
  posts: RecordedPost[],
  samples: StreamSample[] = [],
): Promise<void> {
  const orm = await createOrm(app.databaseUrl);
  try {
    await new MikroOrmStatisticsRecorder(orm.em.fork(), systemClock).record({ games, posts, samples });
  } finally {
    await orm.close();
  }
}
