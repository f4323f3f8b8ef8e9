import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium (installed by .ci/run), not a Playwright download: the machine has no browser cache. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/** A chromium of the caller's own (the benchmarks, which run outside vitest; the journeys share one). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
