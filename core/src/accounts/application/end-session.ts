import { ok, type Result } from '../../shared/result.ts';
import { hashSecret } from '../../shared/secret-token.ts';
import type { AccountsDeps } from './accounts-deps.ts';

type Deps = Pick<AccountsDeps, 'sessions'>;

/** Sign-out: the session row goes, so a copied cookie stops working too. */
export class EndSession {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { token: string }): Promise<Result<void, never>> {
    if (input.token) await this.deps.sessions.delete(await hashSecret(input.token));
    return ok(undefined);
  }
}
