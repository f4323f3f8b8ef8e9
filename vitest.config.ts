import { defineConfig } from 'vitest/config';

/**
 * One project per workspace. The database-backed projects share one PostgreSQL (embedded unless
 * DATABASE_URL is set), started once by the global setup; each test file gets its own database.
 */
export default defineConfig({
  test: {
    globalSetup: ['./adapters/src/testing/postgres-global-setup.ts'],
    projects: [
      {
        test: {
          name: 'core',
          root: './core',
          environment: 'node',
        },
      },
      {
        test: {
          name: 'adapters',
          root: './adapters',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'worker',
          root: './apps/worker',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.contract.ts', '**/testing/**'],
    },
  },
});
