import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../graphql/shared/operation-limits.ts';
import { sql } from '../testing/direct-db.ts';
import { useTestApp } from '../testing/test-app.ts';
import { REGISTER_COMPANY, newCompanyInput } from './operations.ts';

const app = useTestApp();

const queuedMailsTo = async (email: string) =>
  Number((await sql<{ count: string }>(app.databaseUrl, `select count(*) from mail_delivery where "to" = ?`, [email]))[0]?.count);

describe('per-operation limits on /api/gql', () => {
  it('refuse 1,000 aliases of resendVerificationEmail with 400 and QUERY_TOO_COMPLEX, queueing no mail', async () => {
    const input = newCompanyInput();
    expect((await app.client().op(REGISTER_COMPANY, { input })).errors).toEqual([]);
    const before = await queuedMailsTo(input.email);
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: resendVerificationEmail(usernameOrEmail: "${input.email}")`);
    const answer = await app.client().gql('Flood', `mutation Flood { ${aliases.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX' } })]);
    expect(answer.errors[0]?.message).toMatch(/too much at once: more than \d+ tokens/);
    expect(await queuedMailsTo(input.email)).toBe(before);
  });

  it('refuse a short document with more aliases than allowed before any resolver runs', async () => {
    const input = newCompanyInput();
    await app.client().op(REGISTER_COMPANY, { input });
    const before = await queuedMailsTo(input.email);
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: resendVerificationEmail(usernameOrEmail: $who)`);
    const answer = await app.client().gql('Few', `mutation Few($who: String) { ${aliases.join(' ')} }`, { who: input.email });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(await queuedMailsTo(input.email)).toBe(before);
  });

  it('refuse a document nested too deep, with the limit in the message', async () => {
    const depth = OPERATION_LIMITS.depth + 1;
    const answer = await app.client().gql('Deep', `query Deep { ${'me { '.repeat(depth)}id${' }'.repeat(depth)} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(answer.errors[0]?.message).toContain(`depth limit of ${OPERATION_LIMITS.depth} exceeded`);
  });
});

describe('refusals answer 400 whatever the client accepts', () => {
  it.each(['application/json', 'application/graphql-response+json', '*/*'])('accept %s', async (accept) => {
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    const response = await app.client().request('/api/gql?name=Many', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query: `query Many { ${aliases} }` }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('json');
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COMPLEX']);
  });
});

describe('NUL characters in GraphQL input are refused, not stored', () => {
  it('in a variable, at any depth of an input object', async () => {
    const input = newCompanyInput({ companyName: 'Nul\u0000Studio' });
    const answer = await app.client().op(REGISTER_COMPANY, { input });
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.extensions?.code).toBe('INVALID_CHARACTER');
    expect(await sql(app.databaseUrl, 'select id from user_account where username = ?', [input.username])).toEqual([]);
  });

  it('written into the query text as an escape', async () => {
    const answer = await app.client().gql('Verify', 'mutation Verify { verifyEmail(token: "a\\u0000b") }');
    expect(answer.status).toBe(400);
    expect(answer.errors[0]?.extensions?.code).toBe('INVALID_CHARACTER');
  });
});
