import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startDatabase, type RunningDatabase } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { signedInCreator } from '../testing/accounts-world.ts';
import { signedInCompanyOnPlan } from '../testing/billing-world.ts';
import { HttpClient } from '../testing/http-client.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { sql } from '../testing/direct-db.ts';
import { startStreamingReplica, type StreamingReplica } from '../testing/streaming-replica.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATE_CREATOR_PAGE, FEATURED_CREATORS } from './operations.ts';
import { uniqueName } from '../testing/unique-name.ts';

// A primary of its own (whatever DATABASE_URL says) and a hot standby streaming from it, made the way
// pg_basebackup makes one; the app reads its public listings from the standby.
let primary: RunningDatabase | null = null;
let replica: StreamingReplica | null = null;
const env: NodeJS.ProcessEnv = {
  // The person who wrote stays on the primary for the whole test: no wall-clock window can close mid-test.
  READ_YOUR_WRITES_MS: '600000',
};

const app = useTestApp({
  env,
  database: async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lurkit-replica-pg-'));
    // Under root the servers run as `postgres` and must enter the directory.
    await chmod(root, 0o755);
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      primary = await startDatabase({ dataDir: path.join(root, 'primary'), database: 'lurkit' });
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
    replica = await startStreamingReplica(primary.url, path.join(root, 'primary'), path.join(root, 'replica'));
    env.DATABASE_REPLICA_URLS = replica.url;
    return {
      url: primary.url,
      drop: async () => {
        await replica?.stop();
        await primary?.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  },
});

const featuredSlugs = async (client: ReturnType<typeof app.client>): Promise<string[]> => {
  const answer = await client.op(FEATURED_CREATORS, { first: 100 });
  expect(answer.errors).toEqual([]);
  return answer.data!.featuredCreators.edges.map((edge) => edge.node.slug);
};

/** The creators' lines of an insights export of one game's last week. */
const exportedCreators = async (client: HttpClient, gameId: string): Promise<string[]> => {
  const answer = await client.request('/api/insights/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lurkit-upload': '1' },
    body: JSON.stringify({ platform: 'twitch', filter: { aggregationPeriodDays: 7, gameIds: [gameId] } }),
  });
  expect(answer.status).toBe(200);
  return (await answer.text()).trim().split('\n').slice(1);
};

it('reads listings and exports from the streaming replica, writes on the primary, shows a writer their own write, and carries on without the replica', async () => {
  const started = performance.now();
  const standby = replica!;
  const visitor = app.client();
  const creator = await signedInCreator(app);
  await standby.caughtUp();
  expect(await featuredSlugs(visitor)).toEqual([]);

  // Replay held: whatever the primary takes from now on is missing on the replica.
  await standby.pauseReplay();
  const slug = uniqueName('replica-');
  const created = await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Read from afar', links: [] } });
  // A hot standby refuses every write: this one succeeded, so it went to the primary.
  expect(created.errors).toEqual([]);
  expect(await sql(app.databaseUrl, 'select slug from creator_page where slug = ?', [slug])).toEqual([{ slug }]);

  // The visitor's listing comes from the replica, which has not replayed the new page yet...
  expect(await featuredSlugs(visitor)).toEqual([]);
  // ...while the creator, who has just written, reads from the primary and sees it.
  expect(await featuredSlugs(creator.client)).toEqual([slug]);

  // Once the replica has replayed up to the primary's position, the visitor sees the page too.
  await standby.resumeReplay();
  await standby.caughtUp();
  expect(await featuredSlugs(visitor)).toEqual([slug]);

  // An insights export reads its statistics from the replica too: a stream recorded while replay is
  // held is missing from it, and there once the replica has caught up.
  const company = await signedInCompanyOnPlan(app);
  // Its sign-up wrote moments ago; the same session in a browser without the write time reads as anyone.
  const session = 'lurkit.session-token';
  const exporter = new HttpClient(app.localUrl, undefined, new Map([[session, company.client.cookie(session)!]]));
  const creatorId = await userIdOf(app, creator.username);
  await standby.caughtUp();
  await standby.pauseReplay();
  const gameId = globalThis.crypto.randomUUID();
  await recordStatistics(app, [{ id: gameId, name: 'Replayed game' }], [aStream(creatorId, gameId, 500)]);
  expect(await exportedCreators(exporter, gameId)).toEqual([]);
  await standby.resumeReplay();
  await standby.caughtUp();
  expect(await exportedCreators(exporter, gameId)).toEqual([expect.stringContaining(creator.username)]);

  // The replica goes away: the visitor's reads fall back to the primary, with no error.
  await standby.pauseReplay();
  const second = `${slug}-later`;
  await sql(app.databaseUrl, `update creator_page set slug = ? where slug = ?`, [second, slug]);
  await standby.stop();
  expect(await featuredSlugs(visitor)).toEqual([second]);
  expect(await featuredSlugs(visitor)).toEqual([second]);
  console.log(
    `Streaming replica: stale listing and export, read-your-writes and fallback shown in ${Math.round(performance.now() - started)} ms`,
  );
}, 60_000);
