import { ok, type Result } from '../../shared/result.ts';
import type { ApiToken } from '../domain/api-token.entity.ts';
import type { NotTokenOwner } from '../domain/api-tokens.errors.ts';
import { requireOwner, type ApiTokensActor, type ApiTokensDeps } from './api-tokens-deps.ts';

/** The company's live tokens with their scopes, creation and last use; owners only. */
export class ListApiTokens {
  private readonly deps: Pick<ApiTokensDeps, 'tokens' | 'owners'>;

  constructor(deps: Pick<ApiTokensDeps, 'tokens' | 'owners'>) {
    this.deps = deps;
  }

  async execute(input: ApiTokensActor): Promise<Result<ApiToken[], NotTokenOwner>> {
    const owner = await requireOwner(this.deps, input);
    if (!owner.ok) return owner;
    return ok(await this.deps.tokens.listLive(input.companyId));
  }
}
