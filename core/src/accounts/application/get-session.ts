import { ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import { addMs } from '../../shared/time.ts';
import { SESSION_MAX_AGE_MS, SESSION_UPDATE_AGE_MS } from '../domain/session.entity.ts';
import { toAccountView, type AccountView } from './account-view.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export interface SessionView {
  sessionId: string;
  user: AccountView;
  expires: Date;
}

type Deps = Pick<AccountsDeps, 'sessions' | 'clock'>;

/** Resolves a session cookie; every way it can fail reads as "signed out". */
export class GetSession {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { token: string }): Promise<Result<SessionView | null, never>> {
    const { sessions, clock } = this.deps;
    if (!input.token) return ok(null);
    // One read for the session, its account and company: every signed-in request starts here.
    const found = await sessions.findSignedIn(await hashSecret(input.token));
    if (!found) return ok(null);
    const { session, user, company } = found;
    const now = clock.now();
    // An expired session, or an inactive or locked account, is signed out at once, not when its cookie runs out.
    if (session.expiresAt <= now || user.status !== 'active') {
      await sessions.delete(session.id);
      return ok(null);
    }
    let expires = session.expiresAt;
    // Sliding expiry, written at most once per SESSION_UPDATE_AGE_MS so most reads stay reads.
    const lastExtended = addMs(session.expiresAt, -SESSION_MAX_AGE_MS);
    if (addMs(lastExtended, SESSION_UPDATE_AGE_MS) <= now) {
      expires = addMs(now, SESSION_MAX_AGE_MS);
      await sessions.save({ ...session, expiresAt: expires });
    }
    return ok({ sessionId: session.id, user: toAccountView(user, company), expires });
  }
}
