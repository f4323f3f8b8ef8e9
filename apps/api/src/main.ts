import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDatabase } from '@lurkit/adapters/postgres/shared/embedded-database.ts';
import { DEMO_COMPANY_USERNAME, DEMO_CREATOR_USERNAME, DEMO_PASSWORD, DEMO_STAFF_USERNAME } from './seed/demo-world.ts';
import { startApp } from './start-app.ts';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, demo data, worker and HTTP in one process. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const production = process.env.NODE_ENV === 'production';

// Start-up refusals (a data directory held by another Lurkit, a missing production secret) are one
// sentence saying what to do, not a stack trace.
const refuse = (error: unknown): never => {
  console.error(`\nLurkit did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
const database = await startDatabase({ dataDir: path.join(repoRoot, '.data', 'postgres') }).catch(refuse);
const app = await startApp({
  databaseUrl: database.url,
  port: Number(process.env.PORT ?? 3000),
  seedDemoData: !production,
  webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
  // docker-compose runs the worker as its own service.
  runWorker: process.env.RUN_WORKER !== 'false',
}).catch(async (error: unknown) => {
  await database.stop();
  return refuse(error);
});

console.log(`\nLurkit is running at ${app.url}`);
if (!production) {
  console.log(
    `Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_COMPANY_USERNAME} (company owner), ${DEMO_CREATOR_USERNAME} (creator), ${DEMO_STAFF_USERNAME} (staff)`,
  );
  if (!process.env.SMTP_URL) console.log(`Mails go to the development outbox: ${app.url}/dev/outbox`);
}
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping...');
  await app.stop();
  await database.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
