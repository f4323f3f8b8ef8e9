import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-request.ts';
import { hostileString, inUrl, plausibleString, wrongTypeValue } from './hostile-values.ts';

const identity = fc.constantFrom('anonymous', 'company', 'creator', 'staff' as const);

/** Code files, item images and client events: the REST routes beside GraphQL, with hostile bodies. */
export function uploadRequests(ids: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const id = fc.oneof(fc.constantFrom(...ids), fc.uuid(), hostileString.map(inUrl));
  const codeLines = fc
    .array(fc.oneof(fc.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/), hostileString), { maxLength: 20 })
    .map((lines) => lines.join('\n'));
  return fc.oneof(
    fc
      .record({
        as: identity,
        id,
        platform: fc.oneof(fc.constantFrom('Steam', 'Xbox', 'steam'), hostileString),
        body: fc.oneof(codeLines, fc.constantFrom('', 'NULA\u0000B', 'A\u001bB\nC')),
        header: fc.boolean(),
        query: fc.constantFrom('', '&format=csv', '&format=text&onlyValid=1', '&format=%00&onlyValid=yes'),
      })
      .map(({ as, id: itemId, platform, body, header, query }): FuzzRequest => ({
        label: 'code file upload',
        as,
        method: 'POST',
        path: `/api/code-manager/items/${itemId}/codes?platform=${inUrl(platform)}${query}`,
        headers: { 'content-type': 'text/plain', ...(header ? { 'x-lurkit-upload': '1' } : {}) },
        body,
      })),
    fc
      .record({
        as: identity,
        body: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('\x89PNG\r\n\x1a\n', 'GIF89a', '<svg onload=alert(1)>')),
        type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', 'application/json'),
      })
      .map(({ as, body, type }): FuzzRequest => ({
        label: 'item image upload',
        as,
        method: 'POST',
        path: '/api/code-manager/images',
        headers: { 'content-type': type, 'x-lurkit-upload': '1' },
        body,
      })),
    fc.record({ as: identity, id }).map(({ as, id: imageId }): FuzzRequest => ({
      label: 'item image',
      as,
      method: 'GET',
      path: `/api/code-manager/images/${imageId}`,
      headers: {},
    })),
    // Steam UTM reports: a well-shaped header over hostile rows, and hostile game ids.
    fc
      .record({
        as: identity,
        appId: fc.oneof(fc.constantFrom('1145360', '0', '99999999999', '-1'), hostileString.map(inUrl)),
        rows: fc.array(fc.array(fc.oneof(plausibleString, hostileString), { maxLength: 8 }), { maxLength: 5 }),
      })
      .map(({ as, appId, rows }): FuzzRequest => ({
        label: 'UTM report upload',
        as,
        method: 'POST',
        path: `/api/attribution/steam-games/${appId}/utm-report`,
        headers: { 'content-type': 'text/csv', 'x-lurkit-upload': '1' },
        body: ['date,utm_source,utm_campaign,utm_content,visits,wishlists', ...rows.map((r) => r.join(','))].join('\n'),
      })),
    fc
      .record({ as: identity, kind: fc.constantFrom('key', 'quest', 'mission', 'x'), a: id, b: id })
      .map(({ as, kind, a, b }): FuzzRequest => ({
        label: 'tracked link',
        as,
        method: 'GET',
        path: `/api/go/${kind}/${a}/${b}`,
        headers: {},
      })),
    // A well-shaped User Init with hostile text in each field, so generated events reach the database.
    fc
      .record({
        as: identity,
        data: fc.dictionary(
          fc.constantFrom('user_id', 'user_name', 'language', 'user_type', 'company_id', 'company_name'),
          fc.oneof(hostileString, wrongTypeValue),
        ),
        metaData: fc.dictionary(fc.constantFrom('user_id', 'device_id'), fc.oneof(hostileString, wrongTypeValue)),
      })
      .map(({ as, data, metaData }): FuzzRequest => ({
        label: 'client event',
        as,
        method: 'POST',
        path: '/api/events',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'User Init', data, metaData }),
      })),
    fc
      .record({
        as: identity,
        event: fc.dictionary(
          fc.oneof(fc.constantFrom('type', 'name', 'deviceId', 'path', 'referrer', 'utm'), fc.string({ maxLength: 8 })),
          fc.oneof(plausibleString, wrongTypeValue),
          { maxKeys: 6 },
        ),
      })
      .map(({ as, event }): FuzzRequest => ({
        label: 'client event',
        as,
        method: 'POST',
        path: '/api/events',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      })),
  );
}
