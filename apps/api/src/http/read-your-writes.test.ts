import type { Request, Response } from 'express';
import { expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { ReadYourWrites, wroteCookieName } from './read-your-writes.ts';

const config = readConfig({ AUTH_SECRET: 'a'.repeat(64), READ_YOUR_WRITES_MS: '5000' }, 'http://localhost:3000');
const at = (iso: string) => ({ now: () => new Date(iso) });

/** The cookie one instance sets, as the browser sends it back. */
function wroteAt(instance: ReadYourWrites): Record<string, string> {
  const cookies: Record<string, string> = {};
  instance.wrote({ headersSent: false, cookie: (name: string, value: string) => (cookies[name] = value) } as unknown as Response);
  return cookies;
}
const request = (cookies: Record<string, string>, method = 'GET', originalUrl = '/api/gql') =>
  ({ cookies, method, originalUrl }) as unknown as Request;

it('keeps a writer on the primary for the window, on any instance sharing the secret, and no longer', () => {
  const cookies = wroteAt(new ReadYourWrites(config, at('2026-03-01T12:00:00Z')));
  // Another API process: only the shared secret and the clock in common.
  expect(new ReadYourWrites(config, at('2026-03-01T12:00:04.999Z')).pinned(request(cookies))).toBe(true);
  expect(new ReadYourWrites(config, at('2026-03-01T12:00:05Z')).pinned(request(cookies))).toBe(false);
  expect(new ReadYourWrites(config, at('2026-03-01T12:00:00Z')).pinned(request({}))).toBe(false);
});

it('ignores a forged or malformed write time', () => {
  const later = new ReadYourWrites(config, at('2026-03-01T13:00:00Z'));
  const name = wroteCookieName(config);
  const [, signature] = wroteAt(new ReadYourWrites(config, at('2026-03-01T12:00:00Z')))[name]!.split('.');
  // Moving a genuine signature onto a fresh time does not pin.
  expect(later.pinned(request({ [name]: `${Date.parse('2026-03-01T13:00:00Z')}.${signature}` }))).toBe(false);
  expect(later.pinned(request({ [name]: 'soon.abc' }))).toBe(false);
  const otherSecret = readConfig({ AUTH_SECRET: 'b'.repeat(64) }, 'http://localhost:3000');
  expect(later.pinned(request(wroteAt(new ReadYourWrites(otherSecret, at('2026-03-01T13:00:00Z')))))).toBe(false);
});

it('counts a request as a write on arrival unless it only reads, is GraphQL (which says per operation), an analytics event or an export', () => {
  const rules = new ReadYourWrites(config, at('2026-03-01T12:00:00Z'));
  expect(rules.writesOnArrival(request({}, 'POST', '/api/auth/callback/credentials'))).toBe(true);
  expect(rules.writesOnArrival(request({}, 'GET', '/api/insights/export'))).toBe(false);
  expect(rules.writesOnArrival(request({}, 'POST', '/api/gql?name=Me'))).toBe(false);
  expect(rules.writesOnArrival(request({}, 'POST', '/api/events'))).toBe(false);
  expect(rules.writesOnArrival(request({}, 'POST', '/api/insights/export'))).toBe(false);
});
