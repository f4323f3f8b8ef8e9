import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The apps the fake store knows, by what each one is for. Any other id is unknown to it. */
export const FAKE_STEAM_APPS = {
  /** A full store page: HTML description, 10 screenshots, two movies (one stream only). */
  hades: 1145360,
  /** Every description field empty. */
  noDescription: 2_000_001,
  /** Answers 500. */
  failing: 500_500,
  /** Answers 429, as Steam does to an address past its rate limit. */
  throttled: 429_429,
  /** Answers only after `slowMs`. */
  slow: 700_700,
  /** Answers an object that is not Steam's shape. */
  garbled: 800_800,
} as const;

const cdn = (appId: number, file: string) => `https://shared.akamai.steamstatic.com/store_item_assets/steam/apps/${appId}/${file}`;

const HADES_HTML =
  '<h1>About the Game</h1><p>Defy the god of the dead as you hack and slash out of the Underworld in this rogue-like dungeon crawler.</p>' +
  '<img class="bb_img" src="https://shared.akamai.steamstatic.com/hades.gif"><script>alert(1)</script>' +
  '<h2 class="bb_tag">Features</h2><ul class="bb_ul"><li>Battle out of Hell</li><li>Enhance your abilities &amp; &quot;boons&quot;</li></ul>' +
  'Visit the <a href="https://steamcommunity.com/linkfilter/?url=https://supergiant.example">forums</a>.<br><br><br><br>Caf&eacute; of the dead.';

const appDetails = (appId: number, data: Record<string, unknown>) => ({
  type: 'game',
  steam_appid: appId,
  required_age: 0,
  is_free: false,
  supported_languages: 'English<strong>*</strong>',
  ...data,
});

const STORE: Record<number, Record<string, unknown>> = {
  [FAKE_STEAM_APPS.hades]: appDetails(FAKE_STEAM_APPS.hades, {
    name: 'Hades',
    detailed_description: HADES_HTML,
    about_the_game: HADES_HTML,
    short_description: 'Defy the god of the dead as you hack and slash out of the Underworld.',
    header_image: `${cdn(FAKE_STEAM_APPS.hades, 'header.jpg')}?t=1715722799`,
    screenshots: Array.from({ length: 10 }, (_, id) => ({
      id,
      path_thumbnail: cdn(FAKE_STEAM_APPS.hades, `ss_${id}.600x338.jpg`),
      path_full: cdn(FAKE_STEAM_APPS.hades, `ss_${id}.1920x1080.jpg`),
    })),
    movies: [
      {
        id: 256801252,
        name: 'Hades - Launch Trailer',
        thumbnail: cdn(FAKE_STEAM_APPS.hades, 'movie.293x165.jpg'),
        webm: { '480': 'https://video.example/480.webm', max: 'https://video.example/max.webm' },
        mp4: { '480': 'https://video.example/480.mp4', max: 'https://video.example/max.mp4' },
        highlight: true,
      },
      // Newer store videos come as streams only, without mp4 or webm files.
      { id: 256801253, name: 'Gameplay', thumbnail: cdn(FAKE_STEAM_APPS.hades, 'movie2.jpg'), hls_h264: 'https://video.example/m.m3u8' },
    ],
    genres: [
      { id: '1', description: 'Action' },
      { id: '23', description: 'Indie' },
      { id: '3', description: 'RPG' },
    ],
    categories: [
      { id: 2, description: 'Single-player' },
      { id: 22, description: 'Steam Achievements' },
    ],
    platforms: { windows: true, mac: true, linux: false },
    release_date: { coming_soon: false, date: '17 Sep, 2020' },
    developers: ['Supergiant Games'],
    publishers: ['Supergiant Games'],
  }),
  [FAKE_STEAM_APPS.noDescription]: appDetails(FAKE_STEAM_APPS.noDescription, {
    name: 'Quiet Lighthouse',
    detailed_description: '',
    about_the_game: '<img src="https://shared.akamai.steamstatic.com/only-an-image.gif">',
    short_description: '',
    header_image: cdn(FAKE_STEAM_APPS.noDescription, 'header.jpg'),
    screenshots: [{ id: 0, path_thumbnail: 'x', path_full: cdn(FAKE_STEAM_APPS.noDescription, 'ss_0.jpg') }],
    platforms: { windows: true, mac: false, linux: false },
    release_date: { coming_soon: true, date: 'Q4 2026' },
    developers: ['Harbour Lights'],
  }),
};

export interface FakeSteamStore {
  url: string;
  /** Every request the fake received, for asserting on what the adapter sent. */
  requests: URL[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/**
 * A stand-in for store.steampowered.com on a free local port, speaking its storefront API:
 * `GET /api/appdetails?appids=<id>&l=english&cc=us` answers `{ "<id>": { success, data } }`, with
 * `{ success: false }` for an app it does not know, as Steam does.
 */
export async function startFakeSteamStoreServer(options: { slowMs?: number } = {}): Promise<FakeSteamStore> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-steam');
    requests.push(url);
    if (req.method !== 'GET' || url.pathname !== '/api/appdetails') return json(res, 404, { error: 'not found' });
    const appIds = url.searchParams.get('appids') ?? '';
    if (!/^\d+$/.test(appIds)) return json(res, 400, null);
    const appId = Number(appIds);
    if (appId === FAKE_STEAM_APPS.failing) {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<html><body>An error occurred while processing your request.</body></html>');
    }
    if (appId === FAKE_STEAM_APPS.throttled) return json(res, 429, null);
    if (appId === FAKE_STEAM_APPS.garbled) return json(res, 200, { [appIds]: { success: true, data: { name: 42 } } });
    const answer = () => json(res, 200, { [appIds]: STORE[appId] ? { success: true, data: STORE[appId] } : { success: false } });
    if (appId === FAKE_STEAM_APPS.slow) setTimeout(answer, options.slowMs ?? 1000).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
