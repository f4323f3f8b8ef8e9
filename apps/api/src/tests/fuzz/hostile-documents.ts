import fc from 'fast-check';
import { OPERATION_LIMITS, QUERY_TOO_COMPLEX } from '../../graphql/shared/operation-limits.ts';
import { GQL_HEADERS, type FuzzRequest, type Identity } from './fuzz-request.ts';
import { hostileString, inUrl } from './hostile-values.ts';

const identity = fc.constantFrom<Identity>('anonymous', 'company', 'creator', 'staff');

// Refusals answer 400 whatever JSON type the client accepts, so the Accept header varies too.
const gql = (label: string, query: unknown, extra: { variables?: unknown; expectCode?: string } = {}) =>
  fc
    .record({ as: identity, accept: fc.constantFrom('application/graphql-response+json', 'application/json', '*/*') })
    .map(({ as, accept }): FuzzRequest => ({
      label,
      as,
      method: 'POST',
      path: '/api/gql?name=Hostile',
      headers: { ...GQL_HEADERS, accept },
      body: JSON.stringify({ query, variables: extra.variables ?? {} }),
      expectCode: extra.expectCode,
    }));

/** Over-limit operations: each must be refused with QUERY_TOO_COMPLEX before anything runs. */
const overLimit: fc.Arbitrary<FuzzRequest>[] = [
  fc
    .record({
      n: fc.integer({ min: OPERATION_LIMITS.aliases + 1, max: 2000 }),
      field: fc.constantFrom('me { id }', 'myKeyDeals { id }', 'resendVerificationEmail'),
    })
    .chain(({ n, field }) =>
      gql(
        `${n} aliases of ${field}`,
        `${field.startsWith('resend') ? 'mutation' : 'query'} { ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`,
        { expectCode: QUERY_TOO_COMPLEX },
      ),
    ),
  fc.integer({ min: OPERATION_LIMITS.depth + 1, max: 400 }).chain((depth) =>
    gql(`depth ${depth}`, `query { ${'me { company { '.repeat(Math.ceil(depth / 2))}id${' } }'.repeat(Math.ceil(depth / 2))} }`, {
      expectCode: QUERY_TOO_COMPLEX,
    }),
  ),
  fc
    .integer({ min: OPERATION_LIMITS.directives + 1, max: 300 })
    .chain((n) => gql(`${n} directives`, `query { me${' @include(if: true)'.repeat(n)} { id } }`, { expectCode: QUERY_TOO_COMPLEX })),
  fc
    .integer({ min: OPERATION_LIMITS.tokens + 1, max: 8000 })
    .chain((n) => gql(`${n} tokens`, `query { ${'__typename '.repeat(n)} }`, { expectCode: QUERY_TOO_COMPLEX })),
  // Three lists of 100 cost more than the limit allows (60 each stays under it since it was raised for the wizard).
  fc.integer({ min: 100, max: 200 }).chain((first) =>
    gql(
      `costly first: ${first}`,
      `query { ${['companyKeyCampaigns', 'heldKeyCampaigns', 'companiesForReview'].map((f) => `${f}(first: ${first}) { edges { node { id name } } }`).join(' ')} }`,
      {
        expectCode: QUERY_TOO_COMPLEX,
      },
    ),
  ),
];

/** Malformed documents and bodies: each must be a 4xx with a reason, never a fault. */
const malformed: fc.Arbitrary<FuzzRequest>[] = [
  gql('fragment cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
  gql('self-spreading fragment', 'query { me { ...F } } fragment F on Account { id ...F }'),
  gql('two anonymous operations', 'query { me { id } } query { me { id } }'),
  gql('subscription', 'subscription { me { id } }'),
  gql('NUL in a literal', 'mutation { verifyEmail(token: "a\\u0000b") }'),
  hostileString.chain((query) => gql('garbage query text', query)),
  fc.jsonValue().chain((query) => gql('query of any JSON type', query)),
  fc
    .jsonValue()
    .chain((variables) => gql('variables of any JSON type', 'query Q($id: ID!) { keyCampaign(id: $id) { id } }', { variables })),
  fc
    .record({
      as: identity,
      body: fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom('{', '[]', '[{"query":"{ me { id } }"}]', 'null', '"x"', '{"query":')),
    })
    .map(({ as, body }): FuzzRequest => ({ label: 'unparsable body', as, method: 'POST', path: '/api/gql', headers: GQL_HEADERS, body })),
  fc.record({ as: identity, size: fc.integer({ min: 100_001, max: 300_000 }) }).map(({ as, size }): FuzzRequest => ({
    label: `body of ${size} bytes`,
    as,
    method: 'POST',
    path: '/api/gql',
    headers: GQL_HEADERS,
    body: JSON.stringify({ query: `# ${'x'.repeat(size)}\n{ __typename }` }),
  })),
  fc
    .record({
      as: identity,
      type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql'),
    })
    .map(({ as, type }): FuzzRequest => ({
      label: `content-type ${type}`,
      as,
      method: 'POST',
      path: '/api/gql',
      headers: { 'content-type': type },
      body: 'query=%7B+me+%7B+id+%7D+%7D',
    })),
  fc
    .record({
      as: identity,
      accept: fc.constantFrom(
        'text/html',
        'application/xml',
        '*/*',
        'application/json',
        '',
        'application/graphql-response+json;charset=latin1',
      ),
    })
    .map(({ as, accept }): FuzzRequest => ({
      label: `accept ${accept}`,
      as,
      method: 'POST',
      path: '/api/gql',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ query: '{ me { id } }' }),
    })),
  fc
    .record({
      as: identity,
      query: fc.constantFrom('mutation { resendVerificationEmail }', '{ me { id } }', '', '{', 'query { __schema { types { name } } }'),
    })
    .map(({ as, query }): FuzzRequest => ({
      label: `GET ${query}`,
      as,
      method: 'GET',
      path: `/api/gql?query=${inUrl(query)}`,
      headers: { accept: 'application/graphql-response+json' },
    })),
];

export const hostileDocumentRequests = fc.oneof(...overLimit, ...malformed);
