import { createOrm, type Orm } from '@lurkit/adapters/postgres/shared/create-orm.ts';
import { startApp } from '@lurkit/api/start-app.ts';
import { withBenchDatabase } from './bench-database.ts';

/** A bench's migrated database, reached through its own ORM. */
export interface BenchApp {
  readonly url: string;
  readonly orm: Orm;
  /** A verified publisher written straight to its table; answers its id. */
  aCompany(name?: string): Promise<string>;
}

/**
 * The setup the database benches share: a fresh database the app migrates (nothing else of it runs),
 * and an ORM of `poolMax` connections on it, closed after `work`.
 */
export async function withBenchApp<T>(options: { poolMax: number }, work: (app: BenchApp) => Promise<T>): Promise<T> {
  return withBenchDatabase(async (url) => {
    const app = await startApp({
      databaseUrl: url,
      port: 0,
      seedDemoData: false,
      runWorker: false,
      env: { ...process.env, LOG_LEVEL: 'silent', SMTP_URL: '', SECRETS_KEY: '01'.repeat(32) },
    });
    await app.stop();
    const orm = await createOrm(url, { poolMax: options.poolMax });
    try {
      return await work({
        url,
        orm,
        aCompany: async (name) => {
          const id = globalThis.crypto.randomUUID();
          await orm.em
            .fork()
            .getConnection()
            .execute(
              `insert into company (id, name, type, website, email, is_verified, created_at) values (?, ?, 'publisher', 'https://bench.example', 'owner@bench.example', true, now())`,
              [id, name ?? `Bench Studio ${id}`],
            );
          return id;
        },
      });
    } finally {
      await orm.close();
    }
  });
}
