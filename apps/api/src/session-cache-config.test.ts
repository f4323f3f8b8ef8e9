import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

const read = (value: string | undefined) => {
  const warnings: string[] = [];
  const config = readConfig(value === undefined ? {} : { SESSION_CACHE_MS: value }, 'http://localhost:3000', (w) => warnings.push(w));
  return { ms: config.sessionCacheMs, warnings: warnings.filter((w) => w.includes('SESSION_CACHE_MS')) };
};

it('keeps resolved sessions 2 s by default, as long as SESSION_CACHE_MS says, and not at all with 0', () => {
  expect(read(undefined)).toEqual({ ms: 2_000, warnings: [] });
  expect(read('500')).toEqual({ ms: 500, warnings: [] });
  expect(read('0')).toEqual({ ms: 0, warnings: [] });
});

it.each(['-1', '1.5', 'soon', '60001'])('warns about SESSION_CACHE_MS=%s and keeps the default', (value) => {
  const { ms, warnings } = read(value);
  expect(ms).toBe(2_000);
  expect(warnings).toEqual([expect.stringMatching(/whole number of milliseconds from 0 to 60000/)]);
});
