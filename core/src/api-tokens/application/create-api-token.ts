import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { newSecretToken, hashSecret } from '../../shared/secret-token.ts';
import { MAX_LIVE_TOKENS_PER_COMPANY, type ApiToken } from '../domain/api-token.entity.ts';
import { API_TOKEN_PREFIX, apiTokenFormSchema } from '../domain/api-token.schema.ts';
import { TooManyTokens, type NotTokenOwner } from '../domain/api-tokens.errors.ts';
import { requireOwner, type ApiTokensActor, type ApiTokensDeps } from './api-tokens-deps.ts';

export interface CreatedApiToken {
  token: ApiToken;
  /** The value, answered this once and never again. */
  value: string;
}

/** An owner creates a named token with scopes; only its SHA-256 hash is kept. */
export class CreateApiToken {
  private readonly deps: ApiTokensDeps;

  constructor(deps: ApiTokensDeps) {
    this.deps = deps;
  }

  async execute(input: ApiTokensActor & { form: unknown }): Promise<Result<CreatedApiToken, InvalidField | NotTokenOwner | TooManyTokens>> {
    const owner = await requireOwner(this.deps, input);
    if (!owner.ok) return owner;
    const form = parseInput(apiTokenFormSchema, input.form);
    if (!form.ok) return form;
    if ((await this.deps.tokens.listLive(input.companyId)).length >= MAX_LIVE_TOKENS_PER_COMPANY) return err(new TooManyTokens());
    const value = `${API_TOKEN_PREFIX}${(await newSecretToken()).token}`;
    const token: ApiToken = {
      id: newId(),
      companyId: input.companyId,
      createdBy: input.actorUserId,
      name: form.value.name,
      scopes: form.value.scopes,
      hash: await hashSecret(value),
      hint: value.slice(0, API_TOKEN_PREFIX.length + 4),
      createdAt: this.deps.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.deps.tokens.save(token);
    return ok({ token, value });
  }
}
