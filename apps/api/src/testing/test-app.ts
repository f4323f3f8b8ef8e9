import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, vi } from 'vitest';
import { createTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { startApp, type RunningApp } from '../start-app.ts';
import { HttpClient } from './http-client.ts';

export interface TestApp {
  /** The app's public URL (APP_URL): links and redirects use it. */
  url: string;
  /** Where requests go: the same as `url` unless the test sets APP_URL. */
  localUrl: string;
  databaseUrl: string;
  client(): HttpClient;
  /** Waits for the worker to deliver a mail to the development outbox and returns its text. */
  mailTo(email: string, subjectPart?: string): Promise<string>;
}

/** The real app on a free port and a fresh database, for one test file. */
export function useTestApp(
  options: {
    seedDemoData?: boolean;
    env?: NodeJS.ProcessEnv;
    logDestination?: DestinationStream;
    /** Where the app's database comes from: a copy of the migrated template unless a test brings its own server. */
    database?: () => Promise<{ url: string; drop(): Promise<void> }>;
    /** A built web app to serve (a test's own index.html); none by default. */
    webDistDir?: string;
  } = {},
): TestApp {
  let app: RunningApp;
  let drop: () => Promise<void>;
  const handle = {} as TestApp;

  beforeAll(async () => {
    const database = await (options.database ?? createTestDatabase)();
    drop = database.drop;
    app = await startApp({
      databaseUrl: database.url,
      port: 0,
      seedDemoData: options.seedDemoData ?? false,
      webDistDir: options.webDistDir ?? null,
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        SMTP_URL: '',
        NODE_ENV: 'test',
        JOB_POLL_SECONDS: '0.5',
        ...options.env,
      },
      logDestination: options.logDestination,
    });
    handle.url = app.url;
    handle.localUrl = app.localUrl;
    handle.databaseUrl = database.url;
  });

  afterAll(async () => {
    await app?.stop();
    await drop?.();
  });

  handle.client = () => new HttpClient(handle.localUrl);
  // Mails are sent by a background job: read the outbox until the mail is there.
  handle.mailTo = (email, subjectPart = '') =>
    vi.waitFor(
      async () => {
        const page = await (await fetch(`${handle.localUrl}/dev/outbox`)).text();
        const article = page.split('<article>').find((a) => a.includes(`<strong>${email}</strong>`) && a.includes(subjectPart));
        if (!article) throw new Error(`No mail to ${email} arrived in the outbox.`);
        return article;
      },
      { timeout: 20_000, interval: 200 },
    );
  return handle;
}

/** The first link with that path in a mail, e.g. linkIn(mail, '/verify-email'). */
export function tokenFromMail(mail: string, path: string): string {
  const match = mail.match(new RegExp(`${path.replace('/', '\\/')}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in the mail.`);
  return match[1];
}
