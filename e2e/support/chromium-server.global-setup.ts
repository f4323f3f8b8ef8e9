import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e project's chromium takes connections (journey-app.ts connects). */
    chromiumEndpoint: string;
  }
}

/**
 * One chromium for the whole e2e project instead of one launched per test file: the files connect to it
 * and each works in contexts of its own, which share nothing (cookies, storage, cache) with other files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(CHROMIUM_LAUNCH);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
