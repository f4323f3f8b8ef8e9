import { ok, type Result } from '../../shared/result.ts';
import { newSecretToken } from '../../shared/secret-token.ts';
import { addMs } from '../../shared/time.ts';
import { SESSION_MAX_AGE_MS } from '../domain/session.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

export interface StartedSession {
  /** The cookie value; the store keeps only its hash. */
  token: string;
  expires: Date;
}

type Deps = Pick<AccountsDeps, 'sessions' | 'clock'>;

/** Called after a successful sign-in. */
export class StartSession {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { userId: string }): Promise<Result<StartedSession, never>> {
    const now = this.deps.clock.now();
    const secret = await newSecretToken();
    const expires = addMs(now, SESSION_MAX_AGE_MS);
    await this.deps.sessions.save({ id: secret.hash, userId: input.userId, createdAt: now, expiresAt: expires });
    return ok({ token: secret.token, expires });
  }
}
