import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_REQUESTS } from '@lurkit/core/api-tokens/application/api-tokens-deps.ts';
import { API_TOKEN_SCOPE_OPERATIONS } from '@lurkit/core/api-tokens/domain/api-token.schema.ts';
import { schema } from '../graphql/schema.ts';
import { ownerWithJoinedMember, signedInCompanyUser } from '../testing/accounts-world.ts';
import { BearerClient } from '../testing/bearer-client.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_CODE_ITEM, API_TOKENS, CODE_MANAGER_ITEMS, CREATE_API_TOKEN, INVITE_MEMBER, REVOKE_API_TOKEN } from './operations.ts';

const logLines: string[] = [];
const logs = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
const app = useTestApp({ env: { LOG_LEVEL: 'debug' }, logDestination: logs });

type Owner = Awaited<ReturnType<typeof signedInCompanyUser>>;
async function tokenOf(owner: Owner, scopes: string[], name = 'Nightly sync') {
  const created = await owner.client.op(CREATE_API_TOKEN, { name, scopes });
  expect(created.errors).toEqual([]);
  const { token, value } = created.data!.createApiToken;
  return { id: token.id, value, client: new BearerClient(app.localUrl, value) };
}

describe('company API tokens', () => {
  it('the scope table names only Query and Mutation fields of the schema', () => {
    const fields = { ...schema.getQueryType()!.getFields(), ...schema.getMutationType()!.getFields() };
    const named = Object.values(API_TOKEN_SCOPE_OPERATIONS).flatMap((scope) => scope.operations);
    expect(named.filter((name) => !(name in fields))).toEqual([]);
  });

  it('an owner creates, lists and revokes tokens; a member is refused each with a stable code', async () => {
    const { owner, member } = await ownerWithJoinedMember(app);
    const { id, value } = await tokenOf(owner, ['write:codes', 'read:reporting']);
    expect(value).toMatch(/^lkt_/);
    const listed = await owner.client.op(API_TOKENS);
    expect(listed.data?.apiTokens).toEqual([
      {
        id,
        name: 'Nightly sync',
        scopes: ['write:codes', 'read:reporting'],
        hint: value.slice(0, 8),
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(value);
    const [stored] = await sql<{ hash: string }>(app.databaseUrl, 'select hash from api_token where id = ?', [id]);
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);

    for (const refused of [
      await member.client.op(CREATE_API_TOKEN, { name: 'Mine', scopes: ['write:codes'] }),
      await member.client.op(API_TOKENS),
      await member.client.op(REVOKE_API_TOKEN, { id }),
    ]) {
      expect(refused.data).toBeNull();
      expect(refused.errors[0]?.extensions?.code).toBe('API_TOKENS.OWNER_ONLY');
    }
    expect((await owner.client.op(REVOKE_API_TOKEN, { id })).errors).toEqual([]);
    expect((await owner.client.op(API_TOKENS)).data?.apiTokens).toEqual([]);
  });

  it('refuses an empty name and an unknown scope at their fields', async () => {
    const owner = await signedInCompanyUser(app);
    const empty = await owner.client.op(CREATE_API_TOKEN, { name: '  ', scopes: ['write:codes'] });
    const unknown = await owner.client.op(CREATE_API_TOKEN, { name: 'Sync', scopes: ['write:everything'] });
    expect([empty, unknown].map((r) => r.errors[0]?.extensions)).toEqual([
      { code: 'VALIDATION.INVALID_FIELD', field: 'name' },
      { code: 'VALIDATION.INVALID_FIELD', field: 'scopes.0' },
    ]);
  });

  it('a bearer call acts for the company within its scopes, sets no cookie, and records last use', async () => {
    const owner = await signedInCompanyUser(app);
    await owner.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Starfall', game: 'Starfall' } });
    const { client } = await tokenOf(owner, ['write:codes']);
    const response = await client.request('/api/gql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ codeManagerItems { name } }' }),
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({ data: { codeManagerItems: [{ name: 'Starfall' }] } });
    const added = await client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Moonrise', game: 'Moonrise' } });
    expect(added.errors).toEqual([]);
    expect((await owner.client.op(CODE_MANAGER_ITEMS)).data?.codeManagerItems.map((i) => i.name).sort()).toEqual(['Moonrise', 'Starfall']);
    expect((await owner.client.op(API_TOKENS)).data?.apiTokens[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses an operation outside its scopes, token management included, with API_TOKENS.SCOPE_MISSING', async () => {
    const owner = await signedInCompanyUser(app);
    const { client } = await tokenOf(owner, ['read:reporting']);
    for (const answer of [
      await client.op(CODE_MANAGER_ITEMS),
      await client.op(API_TOKENS),
      await client.op(CREATE_API_TOKEN, { name: 'Escalate', scopes: ['write:codes'] }),
      await client.op(INVITE_MEMBER, { email: 'someone@example.com' }),
      await client.gql('Mixed', 'query Mixed { companyReport(group: OVERVIEW) { __typename } ... on Query { me { id } } }'),
    ]) {
      expect(answer.data).toBeNull();
      expect(answer.errors.map((e) => e.extensions?.code)).toEqual(['API_TOKENS.SCOPE_MISSING']);
    }
  });

  it('refuses a revoked token on its very next call, and an unknown one, with 401', async () => {
    const owner = await signedInCompanyUser(app);
    const { id, client } = await tokenOf(owner, ['write:codes']);
    expect((await client.op(CODE_MANAGER_ITEMS)).errors).toEqual([]);
    await owner.client.op(REVOKE_API_TOKEN, { id });
    const after = await client.op(CODE_MANAGER_ITEMS);
    expect(after.status).toBe(401);
    expect(after.errors[0]?.extensions?.code).toBe('API_TOKENS.INVALID');
    expect((await new BearerClient(app.localUrl, 'lkt_not-a-token').op(CODE_MANAGER_ITEMS)).status).toBe(401);
  });

  it('rate-limits each token on its own, counted in PostgreSQL', async () => {
    const owner = await signedInCompanyUser(app);
    const busy = await tokenOf(owner, ['write:codes'], 'Busy');
    const calm = await tokenOf(owner, ['write:codes'], 'Calm');
    expect((await busy.client.op(CODE_MANAGER_ITEMS)).errors).toEqual([]);
    // The counter is where every instance keeps it; filling it stands for the burst.
    await sql(app.databaseUrl, `update rate_limit_counter set hits = ? where key = ?`, [API_TOKEN_REQUESTS.limit, `api-token:${busy.id}`]);
    const limited = await busy.client.op(CODE_MANAGER_ITEMS);
    expect(limited.status).toBe(429);
    expect(limited.errors[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await calm.client.op(CODE_MANAGER_ITEMS)).errors).toEqual([]);
  });

  it("a token of one company never reaches another company's things", async () => {
    const victim = await signedInCompanyUser(app);
    const item = await victim.client.op(ADD_CODE_ITEM, { input: { type: 'game', name: 'Secret', game: 'Secret' } });
    const attacker = await signedInCompanyUser(app);
    const { client } = await tokenOf(attacker, ['write:codes']);
    expect((await client.op(CODE_MANAGER_ITEMS)).data?.codeManagerItems).toEqual([]);
    const codes = await client.gql('Codes', 'query Codes($id: ID!) { itemCodes(itemId: $id) { edges { node { id } } } }', {
      id: item.data!.addCodeManagerItem.id,
    });
    expect(codes.data).toBeNull();
    expect(codes.errors[0]?.extensions?.code).toMatch(/NOT_FOUND/);
  });

  it('never writes a token value to the logs', async () => {
    const owner = await signedInCompanyUser(app);
    const { value, client } = await tokenOf(owner, ['write:codes']);
    await client.op(CODE_MANAGER_ITEMS);
    await client.op(API_TOKENS);
    await new BearerClient(app.localUrl, `${value}x`).op(CODE_MANAGER_ITEMS);
    const written = logLines.join('');
    expect(written).toContain('/api/gql');
    expect(written).toContain('[Redacted]');
    expect(written).not.toContain(value.slice(4));
  });
});
