import { expect } from 'vitest';
import type { HttpClient } from './http-client.ts';

/**
 * "Continue with Twitch" as a browser does it against the sandbox: start, open the consent page,
 * authorise as `login` (or cancel), and follow the provider's redirect into the callback.
 */
export async function signInThroughSandbox(
  client: HttpClient,
  provider: 'twitch' | 'youtube' | 'tiktok',
  login: string,
  options: { callbackUrl?: string; decision?: 'allow' | 'deny'; tamperState?: boolean } = {},
): Promise<URL> {
  const started = await client.postForm(`/api/auth/signin/${provider}`, {
    csrfToken: await client.csrfToken(),
    callbackUrl: options.callbackUrl ?? '/',
    json: 'true',
  });
  expect(started.status).toBe(200);
  const consentUrl = new URL(started.body.url!);
  const page = await fetch(consentUrl);
  expect(await page.text()).toContain('Authorize Lurkit');
  const form = new URLSearchParams([...consentUrl.searchParams.entries(), ['login', login], ['decision', options.decision ?? 'allow']]);
  const decided = await fetch(consentUrl, { method: 'POST', body: form, redirect: 'manual' });
  const callback = new URL(decided.headers.get('location')!);
  if (options.tamperState) callback.searchParams.set('state', 'forged');
  const answer = await client.request(`${callback.pathname}${callback.search}`);
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}
