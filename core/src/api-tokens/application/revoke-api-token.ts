import { err, ok, type Result } from '../../shared/result.ts';
import { isLive, type ApiToken } from '../domain/api-token.entity.ts';
import { ApiTokenNotFound, type NotTokenOwner } from '../domain/api-tokens.errors.ts';
import { requireOwner, type ApiTokensActor, type ApiTokensDeps } from './api-tokens-deps.ts';

/** An owner revokes a token of the company; the next call with it is refused (nothing caches a token). */
export class RevokeApiToken {
  private readonly deps: Pick<ApiTokensDeps, 'tokens' | 'owners' | 'clock'>;

  constructor(deps: Pick<ApiTokensDeps, 'tokens' | 'owners' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: ApiTokensActor & { tokenId: string }): Promise<Result<ApiToken, NotTokenOwner | ApiTokenNotFound>> {
    const owner = await requireOwner(this.deps, input);
    if (!owner.ok) return owner;
    const token = await this.deps.tokens.findById(input.tokenId);
    if (!token || token.companyId !== input.companyId || !isLive(token)) return err(new ApiTokenNotFound());
    const revoked = { ...token, revokedAt: this.deps.clock.now() };
    await this.deps.tokens.save(revoked);
    return ok(revoked);
  }
}
