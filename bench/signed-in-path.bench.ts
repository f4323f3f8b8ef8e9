import pino from 'pino';
import { createOrm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { startApp } from '@lurkit/api/start-app.ts';
import { aSignedInCompanyOwner } from './bench-accounts.ts';
import { withBenchDatabase } from './bench-database.ts';
import { load, type LoadResult } from './load.ts';

/** The signed-in request path's targets, each a ratio measured in one run on one server (the machine's speed cancels out). */
export const SESSION_SHARE_OF_NO_DATABASE = 0.4;
export const ME_SHARE_OF_SESSION = 0.85;
export const ME_P99_OVER_SESSION = 1.5;
const CONNECTIONS = 16;
const ROUNDS = 4;
const SECONDS_PER_ROUND = 2;

const ME = 'query Me { me { id username displayName email userType isStaff company { id name isOwner } } }';

/**
 * The cost of being signed in: a route that reads no database, `GET /api/auth/session` and GraphQL
 * `me` for a company owner (the longest session lookup), under keep-alive load from a child process,
 * with request logging on (written to /dev/null) as in production.
 */
export async function benchSignedInPath() {
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: false,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'info', SMTP_URL: '', SECRETS_KEY: '01'.repeat(32) },
      logDestination: pino.destination({ dest: '/dev/null', sync: false }),
    });
    const orm = await createOrm(url, { poolMax: 1 });
    try {
      const { token } = await aSignedInCompanyOwner((text, params) => orm.em.getConnection().execute(text, params as never[]));
      const cookie = { cookie: `lurkit.session-token=${token}` };
      const [noDatabase, session, me] = (await load({
        connections: CONNECTIONS,
        rounds: ROUNDS,
        secondsPerRound: SECONDS_PER_ROUND,
        targets: [
          { url: `${app.url}/api/build-id` },
          { url: `${app.url}/api/auth/session`, headers: cookie },
          {
            url: `${app.url}/api/gql?name=Me`,
            method: 'POST',
            headers: { ...cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ operationName: 'Me', query: ME }),
          },
        ],
      })) as [LoadResult, LoadResult, LoadResult];
      const clean = (r: LoadResult) => r.non2xx === 0 && r.errors === 0;
      const sessionShare = session.requestsPerSecond / noDatabase.requestsPerSecond;
      const meShare = me.requestsPerSecond / session.requestsPerSecond;
      const meP99Ratio = me.p99Ms / Math.max(session.p99Ms, 1);
      const figures = (r: LoadResult) =>
        `${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms} ms, server CPU ${r.serverCpuUsPerRequest.toFixed(0)} µs/request`;
      return [
        { name: 'no-database route (GET /api/build-id)', figures: figures(noDatabase), met: clean(noDatabase) },
        {
          name: 'signed-in GET /api/auth/session',
          figures: `${figures(session)}; ${(sessionShare * 100).toFixed(0)}% of the no-database route (target >= ${SESSION_SHARE_OF_NO_DATABASE * 100}%)`,
          met: clean(session) && sessionShare >= SESSION_SHARE_OF_NO_DATABASE,
        },
        {
          name: 'signed-in GraphQL me',
          figures: `${figures(me)}; ${(meShare * 100).toFixed(0)}% of the session endpoint (target >= ${ME_SHARE_OF_SESSION * 100}%), p99 ${meP99Ratio.toFixed(2)}x (target <= ${ME_P99_OVER_SESSION}x)`,
          met: clean(me) && meShare >= ME_SHARE_OF_SESSION && meP99Ratio <= ME_P99_OVER_SESSION,
        },
      ];
    } finally {
      await orm.close(true);
      await app.stop();
    }
  });
}
