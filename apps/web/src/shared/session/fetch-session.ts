import type { SessionUser } from './session.types.ts';

export const SESSION_KEY = '/api/auth/session';

export interface SessionBody {
  user: SessionUser;
  expires: string;
}

/** `{}` (or no user) means signed out; a failed request is thrown so the caller treats it as signed out. */
export async function fetchSession(): Promise<SessionBody | null> {
  const response = await fetch(SESSION_KEY, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`Session request failed (status ${response.status}).`);
  const body: Partial<SessionBody> | null = await response.json();
  return body?.user ? { user: body.user, expires: body.expires ?? '' } : null;
}
