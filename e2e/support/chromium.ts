import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium (installed by .ci/run), not a Playwright download: the machine has no browser cache. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/**
 * The project's one chromium (started by chromium-server.global-setup.ts), for one test file. Each file
 * still works in browser contexts of its own; closing the returned browser closes them and disconnects.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
