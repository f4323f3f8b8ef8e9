import type { FormServerError } from '@lurkit/ui/forms/server-error.ts';

/** Auth.js-shaped endpoints under /api/auth: form-encoded POSTs guarded by a CSRF token. */

export type SignInResult = { ok: true; url: string } | { ok: false; error: FormServerError };

export type OAuthProvider = 'twitch' | 'youtube' | 'tiktok';

export async function getCsrfToken(): Promise<string> {
  const response = await fetch('/api/auth/csrf', { credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isRecord(body) || typeof body.csrfToken !== 'string') {
    throw new Error(`Could not get a CSRF token (status ${response.status}).`);
  }
  return body.csrfToken;
}

export async function signInWithCredentials(input: { username: string; password: string; callbackUrl: string }): Promise<SignInResult> {
  return postSignIn('/api/auth/callback/credentials', {
    username: input.username,
    password: input.password,
    callbackUrl: input.callbackUrl,
  });
}

/** Creator sign-in through a platform; answers an error until the provider is configured. */
export async function signInWithProvider(provider: OAuthProvider, callbackUrl: string): Promise<SignInResult> {
  return postSignIn(`/api/auth/signin/${provider}`, { callbackUrl });
}

export async function signOut(): Promise<void> {
  const response = await postForm('/api/auth/signout', { callbackUrl: '/login' });
  if (!response.ok) throw new Error(`Sign-out failed (status ${response.status}).`);
}

async function postSignIn(path: string, fields: Record<string, string>): Promise<SignInResult> {
  const response = await postForm(path, fields);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(body) && typeof body.url === 'string') return { ok: true, url: body.url };
  return { ok: false, error: signInError(body, response.status) };
}

/** The 401 body is `{error: "<account code>", message, url}`; anything else becomes a generic error. */
function signInError(body: unknown, status: number): FormServerError {
  if (isRecord(body) && typeof body.error === 'string') {
    const message = typeof body.message === 'string' && body.message !== '' ? body.message : 'Sign-in failed.';
    return { code: body.error, message };
  }
  return { code: String(status), message: `Sign-in failed (status ${status}). Please try again later.` };
}

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  const csrfToken = await getCsrfToken();
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken, json: 'true' }),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
