import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

// Production needs an SMTP server to start; nothing here sends mail, so no server answers on it.
const production = useTestApp({
  env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', SECRETS_KEY: 'ab'.repeat(32), AUTH_SECRET: 'cd'.repeat(32) },
});
const development = useTestApp();

describe('GraphQL in production', () => {
  it('is not introspectable, and says so with a code', async () => {
    const answer = await production.client().gql('Schema', 'query Schema { __schema { types { name } } }');
    expect(answer.data).toBeNull();
    expect(answer.errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('suggests no field names', async () => {
    const answer = await production.client().gql('Typo', 'query Typo { mee { id } }');
    expect(answer.errors[0]?.message).toBe('Cannot query field "mee" on type "Query".');
  });

  it('stays introspectable, with suggestions, for developers', async () => {
    const schema = await development.client().gql('Schema', 'query Schema { __schema { queryType { name } } }');
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await development.client().gql('Typo', 'query Typo { mee { id } }');
    expect(typo.errors[0]?.message).toContain('Did you mean "me"?');
  });
});
