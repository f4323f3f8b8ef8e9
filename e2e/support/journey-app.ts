import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import type { WebhookSettings } from '@lurkit/adapters/webhooks/webhook-settings.ts';
import { startApp, type RunningApp } from '@lurkit/api/start-app.ts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export interface JourneyApp {
  readonly app: RunningApp;
  readonly database: TestDatabase;
  readonly browser: Browser;
  /** A desktop-sized page of its own, signed in as `username` through the login form. */
  signedIn(username: string, password?: string): Promise<Page>;
}

/**
 * One test file's world: the real app (worker included) on a fresh database, seeded with the demo world
 * unless told otherwise, serving the built web app, and a connection to the project's chromium; all torn
 * down (the connection's contexts closed) after the file.
 */
export function useJourneyApp(
  options: { seedDemoData?: boolean; env?: Record<string, string>; webhooks?: WebhookSettings } = {},
): JourneyApp {
  let database: TestDatabase | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startApp({
      databaseUrl: database.url,
      port: 0,
      seedDemoData: options.seedDemoData ?? true,
      webDistDir: inject('webDistDir'),
      // An empty SMTP_URL keeps mails in the development outbox, which journeys read like a person; with
      // no OAuth client ids, "Continue with Twitch" goes through the sandbox provider's consent page.
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', SMTP_URL: '', NODE_ENV: 'test', ...options.env },
      ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    });
    // The project's one chromium (chromium-server.global-setup.ts); closing this connection closes the file's contexts.
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey app is only there inside the tests');
    return value;
  };
  async function signedIn(username: string, password = 'demopassword1'): Promise<Page> {
    const context = await started(browser).newContext({ baseURL: started(app).url, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }
  return {
    signedIn,
    get app() {
      return started(app);
    },
    get database() {
      return started(database);
    },
    get browser() {
      return started(browser);
    },
  };
}
