import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-request.ts';
import { hostileString, plausibleString, wrongTypeValue } from './hostile-values.ts';

const PATHS = [
  '/api/auth/callback/credentials',
  '/api/auth/signin/credentials',
  '/api/auth/signin/twitch',
  '/api/auth/callback/youtube',
  '/api/auth/signin/myspace',
  '/api/auth/signin/__proto__',
  '/api/auth/signin/constructor',
  '/api/auth/signout',
  '/api/auth/_log',
  '/api/auth/session',
  '/api/auth/csrf',
  '/api/auth/providers',
  '/api/auth/nowhere',
];
const FIELDS = ['username', 'password', 'callbackUrl', 'json', 'level', 'code', 'metadata', 'csrfToken', 'username[toString]', 'redirect'];

const formBody = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), fc.oneof(plausibleString, hostileString)),
  { maxLength: 8 },
);
const jsonBody = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })),
  fc.oneof(plausibleString, hostileString, wrongTypeValue),
  { maxKeys: 6 },
);

/** Auth.js-shaped requests with hostile shapes, with and without a valid CSRF token, from a browser with no session. */
export const authRequests: fc.Arbitrary<FuzzRequest> = fc.oneof(
  // A well-formed, CSRF-carrying request with one field swapped for a hostile value: it reaches the handlers.
  fc
    .record({
      path: fc.constantFrom('/api/auth/callback/credentials', '/api/auth/signin/credentials', '/api/auth/_log', '/api/auth/signout'),
      field: fc.constantFrom('username', 'password', 'callbackUrl', 'json', 'level', 'code', 'metadata'),
      value: fc.oneof(wrongTypeValue, hostileString),
    })
    .map(({ path, field, value }): FuzzRequest => ({
      label: `one hostile field (${field}) POST ${path}`,
      as: 'anonymous',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'democreator',
        password: 'wrongpassword1',
        level: 'error',
        code: 'X',
        json: 'true',
        [field]: value,
      }),
      withCsrf: 'json',
    })),
  fc.record({ path: fc.constantFrom(...PATHS), fields: formBody, csrf: fc.boolean() }).map(({ path, fields, csrf }): FuzzRequest => ({
    label: `form POST ${path}`,
    as: 'anonymous',
    method: 'POST',
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    withCsrf: csrf ? 'form' : undefined,
  })),
  fc.record({ path: fc.constantFrom(...PATHS), fields: jsonBody, csrf: fc.boolean() }).map(({ path, fields, csrf }): FuzzRequest => ({
    label: `JSON POST ${path}`,
    as: 'anonymous',
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
    withCsrf: csrf ? 'json' : undefined,
  })),
  fc
    .record({
      path: fc.constantFrom(...PATHS),
      body: fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('{', '[]', '[1,2]', 'null', '"x"', '1', '{"username":{"toString":"x"}}'),
      ),
      type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
    })
    .map(({ path, body, type }): FuzzRequest => ({
      label: `raw ${type} POST ${path}`,
      as: 'anonymous',
      method: 'POST',
      path,
      headers: { 'content-type': type },
      body,
    })),
  fc.record({ path: fc.constantFrom(...PATHS), query: fc.string({ maxLength: 20 }) }).map(({ path, query }): FuzzRequest => ({
    label: `GET ${path}`,
    as: 'anonymous',
    method: 'GET',
    path: `${path}?${new URLSearchParams({ q: query })}`,
    headers: {},
  })),
);
