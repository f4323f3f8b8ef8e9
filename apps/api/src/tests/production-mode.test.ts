import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

// Production needs an SMTP server to start; nothing here sends mail, so no server answers on it.
const production = useTestApp({
  env: {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SECRETS_KEY: 'ab'.repeat(32),
    AUTH_SECRET: 'cd'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    TROLLEY_ACCESS_KEY: 'AL_x',
    TROLLEY_SECRET_KEY: 'secret_x',
    TROLLEY_WEBHOOK_SECRET: 'whsec_trolley_x',
  },
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

describe('GraphiQL at GET /api/gql', () => {
  const page = (app: typeof development) => app.client().request('/api/gql', { headers: { accept: 'text/html,application/xhtml+xml' } });

  it('opens for developers, its scripts allowed by hash and its files served from the package', async () => {
    const response = await page(development);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/gql/ruru/ruru.js');
    // Its headers editor takes an API token (`Authorization: Bearer lkt_…`).
    expect(html).toMatch(/"isHeadersEditorEnabled": true/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'");
    const script = await development.client().request('/api/gql/ruru/ruru.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('leaves the rest of the app under the strict policy', async () => {
    const response = await development.client().request('/api/auth/session');
    expect(response.headers.get('content-security-policy')).not.toContain('sha256-');
  });

  it('is not offered in production', async () => {
    const response = await page(production);
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await production.client().request('/api/gql/ruru/ruru.js')).status).toBeGreaterThanOrEqual(400);
  });

  it('still answers GraphQL over GET to a client that asks for JSON', async () => {
    const answer = await development.client().json<{ data?: unknown }>(`/api/gql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(answer.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('OAuth sign-in in production without client ids', () => {
  it.each(['twitch', 'youtube', 'tiktok'])(
    '%s answers 404 PROVIDER_NOT_CONFIGURED, a 4xx monitoring does not count as a fault',
    async (provider) => {
      const client = production.client();
      const { status, body } = await client.postForm(`/api/auth/signin/${provider}`, {
        csrfToken: await client.csrfToken(),
        callbackUrl: '/',
        json: 'true',
      });
      expect(status).toBe(404);
      expect(body.error).toBe('PROVIDER_NOT_CONFIGURED');
    },
  );
});
