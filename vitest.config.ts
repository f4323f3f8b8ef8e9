import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

// The fault tests start the worker and the app as processes of their own a hundred times over; with
// V8's compile cache each start after the first skips compiling the same modules again (about 40% of
// a start here). Child processes inherit it through the environment.
process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'lurkit-node-compile-cache');

/**
 * A Node project whose files each start their own app or ORM on their own database. They keep no state
 * in modules between files, so one worker runs file after file without importing the app, MikroORM and
 * pg-boss again for each: those imports were about a third of the API project's time.
 */
const databaseProject = (name: string, root: string) => ({
  test: {
    name,
    root,
    environment: 'node' as const,
    isolate: false,
    // ...each file starting core's seeded builders from their seeds, as if it ran alone.
    setupFiles: [path.join(import.meta.dirname, 'core/src/shared/testing/reseed-builders.setup.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * One project per workspace. The database-backed projects share one PostgreSQL (embedded unless
 * DATABASE_URL is set), started once by the global setup; each test file gets its own database.
 */
export default defineConfig({
  test: {
    globalSetup: ['./adapters/src/testing/postgres-global-setup.ts'],
    // The default output, then the ten slowest files and each project's wall time.
    reporters: ['default', './test-support/timing-reporter.ts'],
    // One worker (vitest's default on two cores). Two were tried: the story files, which keep both cores
    // busy in Chromium, ran at half speed each, so the suite gained nothing and timed out more.
    projects: [
      {
        test: {
          name: 'support',
          root: './test-support',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
          // Plain functions over in-memory twins, no process state: one worker runs file after file
          // without starting afresh and importing valibot and the domain again for each of 250 files.
          isolate: false,
          // ...each file starting its seeded builders from their seeds, as if it ran alone.
          setupFiles: ['./src/shared/testing/reseed-builders.setup.ts'],
        },
      },
      databaseProject('adapters', './adapters'),
      databaseProject('api', './apps/api'),
      databaseProject('worker', './apps/worker'),
      {
        // Every story is a browser test: it renders, runs its play function and must pass axe.
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The introduction is a docs page (MDX) among the stories: nothing in it to test.
          exclude: ['**/*.mdx', '**/node_modules/**'],
          // One frame runs file after file: the app's modules, React and the mock service worker load once
          // for the project instead of once per story file (about a third of the project's CPU time). Each
          // story already starts from its own router, SWR cache, handlers and stored consent.
          isolate: false,
          // A file's first page story also waits for its page modules to be transformed and loaded the
          // first time, beside every other project's work: more than vitest's 15 s default on two cores.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // The ui's plain functions (formatting); its components are tested as stories.
        test: {
          name: 'ui',
          root: './ui',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'node',
        },
      },
      {
        // The browser journey: builds the web app and starts Debian chromium once (global setups), then
        // drives the browser against the real app started in-process on a fresh database per file.
        test: {
          name: 'e2e',
          root: './e2e',
          environment: 'node',
          // As the database projects: each file has its own app and database, the imports are shared. The
          // browser is the project's one chromium, in contexts of the file's own.
          isolate: false,
          globalSetup: ['./support/build-web.global-setup.ts', './support/chromium-server.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits for a page's state as long as Playwright's own waits do (30 s): vitest's 1 s default
          // turned every `expect.poll` of a page into a glance that a loaded machine failed.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      // Relative to the core project's root: only `npm run test:core` collects coverage.
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.contract.ts', '**/testing/**', '**/*.port.ts'],
      // The domain core is the rule book: `npm run test:core` fails below 90% of its lines covered.
      thresholds: { lines: 90 },
    },
  },
});
