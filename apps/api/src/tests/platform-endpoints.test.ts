import { serverAudits } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const app = useTestApp({ seedDemoData: true });

describe('graphql-http server audits', () => {
  it('passes every MUST audit against the real server', async () => {
    const audits = serverAudits({ url: () => `${app.url}/api/gql`, fetchFn: fetch });
    const failures: string[] = [];
    for (const audit of audits.filter((a) => a.name.startsWith('MUST'))) {
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
    expect(audits.filter((a) => a.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });
});

describe('GraphQL errors', () => {
  it('carry a stable code and no stack trace', async () => {
    const { data, errors } = await app.client().gql('CompanyMembers', 'query CompanyMembers { companyMembers { viewerIsOwner } }');
    expect(data).toBeNull();
    expect(errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(errors)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('name validation failures with a code too', async () => {
    const { errors } = await app.client().gql('Broken', 'query Broken { noSuchField }');
    expect(errors[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers me as null when signed out', async () => {
    const { data, errors } = await app.client().gql('Me', 'query Me { me { id } }');
    expect(errors).toEqual([]);
    expect(data).toEqual({ me: null });
  });
});

describe('POST /api/events', () => {
  const userInit = {
    name: 'User Init',
    data: { user_id: 'x', user_name: 'democompany', language: 'en', user_type: 'Company', company_id: null, company_name: null },
    metaData: { user_id: 'x', device_id: '3b241101-e2bb-4255-8caf-4136c566a962' },
  };

  it('stores the User Init event', async () => {
    const client = app.client();
    await client.signIn('democompany', 'demopassword1');
    const { status, body } = await client.json<{ id: string }>('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(userInit),
    });
    expect(status).toBe(201);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an unknown event with a code', async () => {
    const { status, body } = await app.client().json('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...userInit, name: 'Something Else' }),
    });
    expect(status).toBe(400);
    expect(body.error).toBe('EVENT.INVALID');
  });

  it('answers a NUL in any field or key, a lone surrogate or an over-long device id with 400 and a code, never a fault', async () => {
    const post = (event: unknown) =>
      app.client().json<{ error: string }>('/api/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
    for (const [group, fields] of Object.entries({ data: userInit.data, metaData: userInit.metaData }))
      for (const key of [...Object.keys(fields), 'unknown\u0000key']) {
        const { status, body } = await post({ ...userInit, [group]: { ...fields, [key]: 'a\u0000b' } });
        expect([status, body.error], `${group}.${key}`).toEqual([400, 'INVALID_CHARACTER']);
      }
    expect((await post({ ...userInit, name: 'User Init\u0000' })).body.error).toBe('INVALID_CHARACTER');
    const lone = await post({ ...userInit, metaData: { ...userInit.metaData, device_id: '\ud800' } });
    expect([lone.status, lone.body.error]).toEqual([400, 'EVENT.INVALID']);
    const long = await post({ ...userInit, metaData: { ...userInit.metaData, device_id: 'd'.repeat(101) } });
    expect([long.status, long.body.error]).toEqual([400, 'EVENT.INVALID']);
    expect((await post({ ...userInit, metaData: { ...userInit.metaData, device_id: 'd'.repeat(100) } })).status).toBe(201);
  });

  it('answers every other shape of body with 400 and a code, never a fault', async () => {
    const post = (body: string) =>
      app.client().json<{ error: string }>('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
    const shapes: Record<string, unknown> = {
      'an array': [userInit],
      'a string': 'User Init',
      'a number': 1,
      null: null,
      'an empty object': {},
      'no data': { name: userInit.name, metaData: userInit.metaData },
      'data as a string': { ...userInit, data: 'x' },
      'data as an array': { ...userInit, data: [] },
      'metaData as null': { ...userInit, metaData: null },
      'a number for a text': { ...userInit, data: { ...userInit.data, user_id: 1 } },
      'an object for a text': { ...userInit, data: { ...userInit.data, user_name: { nested: 'x' } } },
      'an array for the device id': { ...userInit, metaData: { ...userInit.metaData, device_id: ['a'] } },
      'a boolean for the device id': { ...userInit, metaData: { ...userInit.metaData, device_id: true } },
      'the name in an array': { ...userInit, name: [userInit.name] },
      'an over-long text': { ...userInit, data: { ...userInit.data, company_name: 'c'.repeat(201) } },
      'a deeply nested field': { ...userInit, data: { ...userInit.data, user_id: deep(500) } },
    };
    for (const [shape, body] of Object.entries(shapes)) {
      const { status, body: answer } = await post(JSON.stringify(body));
      expect([status, typeof answer.error], shape).toEqual([400, 'string']);
      expect(answer.error, shape).toMatch(/^(EVENT\.INVALID|BAD_REQUEST)$/);
    }
    for (const text of ['{"name": ', '{"name": "User Init",}', '\u0000', ''])
      expect((await post(text)).status, JSON.stringify(text)).toBe(400);
  });

  it('refuses a form post, which a cross-site page could send', async () => {
    const { status } = await app.client().json('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=User+Init',
    });
    expect(status).toBe(415);
  });
});

describe('platform behaviour', () => {
  it('GET /api/build-id answers the build id, uncached', async () => {
    const response = await fetch(`${app.url}/api/build-id`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ buildId: expect.stringMatching(/^\w+$/) });
  });

  it('sends security headers and a request id', async () => {
    const response = await fetch(`${app.url}/api/auth/session`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Game art (company links, the Steam store) loads over https; scripts stay the app's own.
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data: https:");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a body over the size limit with 413 and a code', async () => {
    const response = await fetch(`${app.url}/api/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { id } }`, padding: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${app.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/SyntaxError|at .*:\d+/);
  });

  it('answers a GraphQL body that is not JSON, or JSON that is not an object, with 400 and no stack trace', async () => {
    for (const body of ['{"query": ', '"{ me { id } }"', '[]']) {
      const response = await fetch(`${app.url}/api/gql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status).toBe(400);
      expect(await response.text()).not.toMatch(/SyntaxError|at .*:\d+/);
    }
  });

  it('states the length of every GraphQL answer, so none is sent chunked', async () => {
    const response = await fetch(`${app.url}/api/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    const text = await response.text();
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${app.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
