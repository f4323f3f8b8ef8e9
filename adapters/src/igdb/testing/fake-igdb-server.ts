import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseApicalypse, runApicalypse } from './apicalypse.ts';

export const FAKE_IGDB_CLIENT = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' } as const;

const DAY = 86_400;

/** IGDB-shaped games around `now`: two recent releases, an old one, two upcoming, one without a date. */
function gamesAround(now: Date) {
  const at = Math.floor(now.getTime() / 1000);
  const game = (id: number, name: string, release: number | null, hypes: number, platforms: string[]) => ({
    id,
    name,
    summary: `${name}: a game in the fake IGDB.`,
    cover: { id: id * 10, image_id: `co${id}` },
    ...(release === null ? {} : { first_release_date: release }),
    hypes,
    platforms: platforms.map((name, i) => ({ id: i + 1, name })),
    genres: [{ id: 31, name: 'Adventure' }],
  });
  return [
    game(101, 'Lantern Coast', at - 3 * DAY, 12, ['PC (Microsoft Windows)', 'PlayStation 5', 'Xbox Series X|S']),
    game(102, 'Glass Orchard', at - 40 * DAY, 3, ['Nintendo Switch', 'iOS', 'Android']),
    game(103, 'Old Harbour', at - 400 * DAY, 0, ['PC (Microsoft Windows)']),
    game(104, 'Starfall Rally', at + 10 * DAY, 80, ['PlayStation 5', 'Meta Quest 3', 'Dreamcast']),
    game(105, 'Quiet Engines', at + 120 * DAY, 25, ['Nintendo Switch 2', 'Mac', 'Linux']),
    game(106, 'Untitled Sequel', null, 40, ['PC (Microsoft Windows)']),
  ];
}

export interface FakeIgdb {
  url: string;
  /** Twitch's identity host (token endpoint) on the same server. */
  idUrl: string;
  /** Apicalypse bodies the games endpoint received. */
  readonly queries: string[];
  tokensIssued: number;
  /** Makes every issued token invalid, as when one expires early; IGDB then answers 401. */
  revokeTokens(): void;
  /** The status the games endpoint answers instead of games (null: answer games). */
  failWith: number | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A small HTTP server speaking IGDB's and Twitch's token protocol, answering games around `now`. */
export async function startFakeIgdbServer(now: Date): Promise<FakeIgdb> {
  let valid = new Set<string>();
  const fake: Omit<FakeIgdb, 'url' | 'idUrl' | 'close'> = {
    queries: [],
    tokensIssued: 0,
    revokeTokens: () => {
      valid = new Set();
    },
    failWith: null,
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const params = url.searchParams;
      if (params.get('client_id') !== FAKE_IGDB_CLIENT.clientId || params.get('client_secret') !== FAKE_IGDB_CLIENT.clientSecret)
        return json(res, 403, { status: 403, message: 'invalid client secret' });
      if (params.get('grant_type') !== 'client_credentials') return json(res, 400, { status: 400, message: 'unsupported grant type' });
      fake.tokensIssued += 1;
      const token = `token-${fake.tokensIssued}`;
      valid.add(token);
      return json(res, 200, { access_token: token, expires_in: 5_000_000, token_type: 'bearer' });
    }
    if (req.method === 'POST' && url.pathname === '/v4/games') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (req.headers['client-id'] !== FAKE_IGDB_CLIENT.clientId || !token || !valid.has(token))
        return json(res, 401, { message: 'Authorization Failure. Have you tried:', Tip: 'Check your Client-ID and access token' });
      if (fake.failWith) return json(res, fake.failWith, [{ title: 'Service unavailable', status: fake.failWith }]);
      fake.queries.push(body);
      try {
        return json(res, 200, runApicalypse(gamesAround(now), parseApicalypse(body)));
      } catch (error) {
        return json(res, 400, [{ title: 'Syntax Error', status: 400, cause: String(error) }]);
      }
    }
    json(res, 404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: `${base}/v4`,
    idUrl: base,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
