import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The freshly built web app the e2e tests serve through the API. */
    webDistDir: string;
  }
}

const configFile = fileURLToPath(new URL('../../apps/web/vite.config.ts', import.meta.url));
const distDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** Builds apps/web once per run, so the browser tests exercise the current source, not a stale dist. */
export default async function setup(project: TestProject): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDistDir', distDir);
}
