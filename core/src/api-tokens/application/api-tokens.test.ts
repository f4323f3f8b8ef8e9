import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../shared/secret-token.ts';
import { MAX_LIVE_TOKENS_PER_COMPANY } from '../domain/api-token.entity.ts';
import { API_TOKEN_SCOPE_OPERATIONS, scopesAllowing } from '../domain/api-token.schema.ts';
import { API_TOKEN_REQUESTS } from './api-tokens-deps.ts';
import { apiTokensTestDeps, COMPANY, MEMBER, OTHER_COMPANY, OTHER_OWNER, OWNER, TOKENS_NOW } from '../testing/api-tokens-test-deps.ts';
import { AuthenticateApiToken } from './authenticate-api-token.ts';
import { CreateApiToken } from './create-api-token.ts';
import { ListApiTokens } from './list-api-tokens.ts';
import { RevokeApiToken } from './revoke-api-token.ts';

const owner = { companyId: COMPANY, actorUserId: OWNER };
const member = { companyId: COMPANY, actorUserId: MEMBER };
const otherOwner = { companyId: OTHER_COMPANY, actorUserId: OTHER_OWNER };

async function withToken(scopes = ['read:reporting']) {
  const deps = apiTokensTestDeps();
  const created = await new CreateApiToken(deps).execute({ ...owner, form: { name: '  Reporting sync ', scopes } });
  if (!created.ok) throw new Error('setup');
  return { deps, ...created.value };
}

describe('company API tokens', () => {
  it('an owner creates a token: the value is answered once, only its SHA-256 hash is kept', async () => {
    const { deps, token, value } = await withToken(['read:reporting', 'read:reporting', 'write:codes']);
    expect(value).toMatch(/^lkt_[\w-]{43}$/);
    expect(token).toMatchObject({
      name: 'Reporting sync',
      scopes: ['read:reporting', 'write:codes'],
      createdBy: OWNER,
      createdAt: TOKENS_NOW,
    });
    expect(token.hash).toBe(await hashSecret(value));
    expect(token.hint).toBe(value.slice(0, 8));
    expect(JSON.stringify(await deps.tokens.findById(token.id))).not.toContain(value);
  });

  it('a member who is not an owner may not create, list or revoke tokens', async () => {
    const { deps, token } = await withToken();
    const refusals = [
      await new CreateApiToken(deps).execute({ ...member, form: { name: 'Mine', scopes: ['write:codes'] } }),
      await new ListApiTokens(deps).execute(member),
      await new RevokeApiToken(deps).execute({ ...member, tokenId: token.id }),
    ];
    expect(refusals.map((r) => !r.ok && r.error.code)).toEqual(['API_TOKENS.OWNER_ONLY', 'API_TOKENS.OWNER_ONLY', 'API_TOKENS.OWNER_ONLY']);
  });

  it('refuses an empty name and an unknown scope at their fields', async () => {
    const deps = apiTokensTestDeps();
    const empty = await new CreateApiToken(deps).execute({ ...owner, form: { name: '  ', scopes: ['write:codes'] } });
    const unknown = await new CreateApiToken(deps).execute({ ...owner, form: { name: 'x', scopes: ['write:everything'] } });
    const none = await new CreateApiToken(deps).execute({ ...owner, form: { name: 'x', scopes: [] } });
    expect([empty, unknown, none].map((r) => !r.ok && [r.error.code, r.error.field])).toEqual([
      ['VALIDATION.INVALID_FIELD', 'name'],
      ['VALIDATION.INVALID_FIELD', 'scopes.0'],
      ['VALIDATION.INVALID_FIELD', 'scopes'],
    ]);
  });

  it(`keeps at most ${MAX_LIVE_TOKENS_PER_COMPANY} live tokens a company; a revoked one frees its place`, async () => {
    const deps = apiTokensTestDeps();
    const create = () => new CreateApiToken(deps).execute({ ...owner, form: { name: 'Sync', scopes: ['write:codes'] } });
    const made = [];
    for (let i = 0; i < MAX_LIVE_TOKENS_PER_COMPANY; i++) made.push(await create());
    const refused = await create();
    expect(!refused.ok && refused.error.code).toBe('API_TOKENS.TOO_MANY');
    await new RevokeApiToken(deps).execute({ ...owner, tokenId: made[0]!.ok ? made[0]!.value.token.id : '' });
    expect((await create()).ok).toBe(true);
  });

  it("lists the company's live tokens; another company's owner neither sees nor revokes them", async () => {
    const { deps, token } = await withToken();
    expect(await new ListApiTokens(deps).execute(owner)).toMatchObject({ ok: true, value: [{ id: token.id }] });
    expect(await new ListApiTokens(deps).execute(otherOwner)).toEqual({ ok: true, value: [] });
    const theirs = await new RevokeApiToken(deps).execute({ ...otherOwner, tokenId: token.id });
    expect(!theirs.ok && theirs.error.code).toBe('API_TOKENS.NOT_FOUND');
  });

  it('authenticates a live token as its company through its creator, and refuses it at once once revoked', async () => {
    const { deps, token, value } = await withToken();
    expect(await new AuthenticateApiToken(deps).execute({ value })).toEqual({
      ok: true,
      value: { tokenId: token.id, companyId: COMPANY, userId: OWNER, scopes: ['read:reporting'] },
    });
    await new RevokeApiToken(deps).execute({ ...owner, tokenId: token.id });
    const after = await new AuthenticateApiToken(deps).execute({ value });
    expect(!after.ok && after.error.code).toBe('API_TOKENS.INVALID');
    const again = await new RevokeApiToken(deps).execute({ ...owner, tokenId: token.id });
    expect(!again.ok && again.error.code).toBe('API_TOKENS.NOT_FOUND');
  });

  it('refuses an unknown value, one without the prefix, and a token whose creator is no longer an owner', async () => {
    const { deps, value } = await withToken();
    const authenticate = (v: string) => new AuthenticateApiToken(deps).execute({ value: v });
    expect((await authenticate(`${value}x`)).ok).toBe(false);
    expect((await authenticate(value.slice(4))).ok).toBe(false);
    deps.owners.remove(COMPANY, OWNER);
    const r = await authenticate(value);
    expect(!r.ok && r.error.code).toBe('API_TOKENS.INVALID');
  });

  it('records last use at most once a minute', async () => {
    const { deps, token, value } = await withToken();
    const use = () => new AuthenticateApiToken(deps).execute({ value });
    const lastUsed = async () => (await deps.tokens.findById(token.id))?.lastUsedAt;
    await use();
    expect(await lastUsed()).toEqual(TOKENS_NOW);
    deps.clock.advance(59_000);
    await use();
    expect(await lastUsed()).toEqual(TOKENS_NOW);
    deps.clock.advance(1_000);
    await use();
    expect(await lastUsed()).toEqual(new Date(TOKENS_NOW.getTime() + 60_000));
  });

  it('rate-limits each token on its own', async () => {
    const { deps, value } = await withToken();
    const other = await new CreateApiToken(deps).execute({ ...owner, form: { name: 'Other', scopes: ['write:codes'] } });
    for (let i = 0; i < API_TOKEN_REQUESTS.limit; i++) expect((await new AuthenticateApiToken(deps).execute({ value })).ok).toBe(true);
    const limited = await new AuthenticateApiToken(deps).execute({ value });
    expect(!limited.ok && limited.error.code).toBe('RATE_LIMITED');
    expect((await new AuthenticateApiToken(deps).execute({ value: other.ok ? other.value.value : '' })).ok).toBe(true);
    deps.clock.advance(API_TOKEN_REQUESTS.windowMs);
    expect((await new AuthenticateApiToken(deps).execute({ value })).ok).toBe(true);
  });
});

describe('the scope table', () => {
  it('names each operation under one scope at most', () => {
    const all = Object.values(API_TOKEN_SCOPE_OPERATIONS).flatMap((s) => s.operations);
    expect(new Set(all).size).toBe(all.length);
    expect(scopesAllowing('companyReport')).toEqual(['read:reporting']);
    expect(scopesAllowing('deleteAccount')).toEqual([]);
  });
});
