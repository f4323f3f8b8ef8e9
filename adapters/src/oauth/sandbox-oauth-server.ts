import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { OAUTH_PROTOCOLS } from './oauth-protocols.ts';

const NAMES: Record<ChannelProvider, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };
const ENV: Record<ChannelProvider, string> = { twitch: 'TWITCH_CLIENT_ID', youtube: 'YOUTUBE_CLIENT_ID', tiktok: 'TIKTOK_CLIENT_KEY' };
const PROVIDERS = Object.keys(NAMES) as ChannelProvider[];
const CODE_TTL_MS = 5 * 60_000;
const ACCESS_TTL_S = 4 * 3600;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Stable provider-side ids for a login, shaped like each provider's. */
export function sandboxAccountId(provider: ChannelProvider, login: string): string {
  const hash = digest(`${provider}:${login.toLowerCase()}`);
  if (provider === 'twitch') return String((hash.readUInt32BE(0) % 900_000_000) + 100_000_000);
  if (provider === 'youtube') return `UC${hash.toString('base64url').slice(0, 22)}`;
  return `-000${hash.toString('hex').slice(0, 28)}`;
}

const DAY_MS = 86_400_000;

/**
 * A sandbox channel's figures, the same for a login every time: plausible and above the creator-access
 * thresholds, except that a login containing "small" has 40 followers, one containing "new" was
 * created 10 days ago and (on TikTok) one containing "personal" is a personal, not a business,
 * account, so each refusal can be tried on purpose. A TikTok account posted its first video the
 * instant it was created (TikTok names no creation date; the adapter reads it from the oldest video).
 */
export function sandboxChannelFigures(provider: ChannelProvider, login: string, now = Date.now()) {
  const name = login.toLowerCase();
  const hash = digest(`figures:${provider}:${name}`).readUInt32BE(0);
  const ageDays = name.includes('new') ? 10 : 120 + (hash % 2000);
  return {
    followers: name.includes('small') ? 40 : 300 + (hash % 50_000),
    createdAt: new Date(Math.floor((now - ageDays * DAY_MS) / DAY_MS) * DAY_MS).toISOString(),
    broadcasterType: (['', 'affiliate', 'partner'] as const)[hash % 3]!,
    businessAccount: !name.includes('personal'),
  };
}

const SANDBOX_GAMES = ['Elden Ring', 'Counter-Strike 2', 'Minecraft', 'Hades II', "Baldur's Gate 3", 'Just Chatting'] as const;

/** A Twitch stream on air in the sandbox, shaped like a Helix `streams` item's figures. */
export interface SandboxLiveStream {
  id: string;
  title: string;
  gameName: string;
  startedAt: string;
  viewers: number;
}

/**
 * Whether a sandbox Twitch channel is on air at `now`, the same answer for a channel and an instant
 * every time: each channel streams three hours a day from an hour of its own, to an audience of its
 * own, fewer at the start and end, so the demo's live sampler has curves to draw.
 */
export function sandboxLiveStream(channelId: string, now = Date.now()): SandboxLiveStream | null {
  const hash = digest(`live:${channelId}`).readUInt32BE(0);
  const startHour = hash % 24;
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const start = [dayStart + startHour * 3_600_000, dayStart - DAY_MS + startHour * 3_600_000].find(
    (s) => now >= s && now < s + 3 * 3_600_000,
  );
  if (start === undefined) return null;
  const audience = 300 + (digest(`audience:${channelId}`).readUInt32BE(0) % 50_000);
  const progress = (now - start) / (3 * 3_600_000);
  const slot = Math.floor(now / 300_000);
  const noise = 0.9 + (digest(`viewers:${channelId}:${slot}`).readUInt32BE(0) % 21) / 100;
  const share = 0.01 + (hash % 5) / 100;
  return {
    id: String(4_000_000_000 + ((hash ^ Math.floor(start / DAY_MS)) % 1_000_000_000)),
    title: `Sandbox stream day ${Math.floor(start / DAY_MS) % 1000}`,
    gameName: SANDBOX_GAMES[hash % SANDBOX_GAMES.length]!,
    startedAt: new Date(start).toISOString(),
    viewers: Math.max(1, Math.round(audience * share * (0.6 + 0.4 * Math.sin(Math.PI * progress)) * noise)),
  };
}

/** A video or short in a sandbox channel's uploads. */
export interface SandboxUpload {
  id: string;
  title: string;
  publishedAt: string;
  durationSeconds: number;
  views: number;
  privacy: 'public' | 'unlisted';
}

/**
 * A sandbox YouTube or TikTok channel's uploads at `now`, newest first, the same every time: one every
 * three days for 36 days. On YouTube every third is a short and the fifth newest is unlisted. A TikTok
 * account's list holds none from before its creation and ends with its first video, posted the
 * instant the account was created.
 */
export function sandboxUploads(provider: 'youtube' | 'tiktok', login: string, now = Date.now()): SandboxUpload[] {
  const recent = recentUploads(provider, login, now);
  if (provider === 'youtube') return recent;
  const createdAt = sandboxChannelFigures('tiktok', login, now).createdAt;
  const n = digest(`first:tiktok:${login.toLowerCase()}`).readUInt32BE(0);
  const first: SandboxUpload = {
    id: String(6_900_000_000_000 + (n % 1_000_000_000)),
    title: 'My first TikTok',
    publishedAt: createdAt,
    durationSeconds: 15 + (n % 46),
    views: 50 + (n % 5_000),
    privacy: 'public',
  };
  return [...recent.filter((u) => u.publishedAt > createdAt), first];
}

function recentUploads(provider: 'youtube' | 'tiktok', login: string, now: number): SandboxUpload[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: 12 }, (_, k) => {
    const published = today - (1 + 3 * k) * DAY_MS + 15 * 3_600_000;
    const hash = digest(`upload:${provider}:${login.toLowerCase()}:${Math.floor(published / DAY_MS)}`);
    const n = hash.readUInt32BE(0);
    const short = provider === 'tiktok' || k % 3 === 2;
    return {
      id: provider === 'youtube' ? hash.toString('base64url').slice(0, 11) : String(7_000_000_000_000 + (n % 1_000_000_000)),
      title: short ? `Sandbox short ${k + 1}` : `Sandbox video ${k + 1}`,
      publishedAt: new Date(published).toISOString(),
      durationSeconds: short ? 15 + (n % 46) : 420 + (n % 1500),
      views: short ? 200 + (n % 80_000) : 50 + (n % 30_000),
      privacy: provider === 'youtube' && k === 4 ? 'unlisted' : 'public',
    };
  });
}

export interface SandboxOAuthServer {
  /** A node request handler for `/{provider}/...`; mount it under any prefix. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The provider stops honouring this login's refresh tokens (a creator who revoked the app). */
  revoke(provider: ChannelProvider, login: string): void;
  /** A video `login` uploaded, shown as `visibility` (Twitch knows public and private only). */
  putVideo(provider: 'twitch' | 'youtube', login: string, id: string, visibility: 'public' | 'unlisted' | 'private'): void;
  /** Puts `login`'s Twitch channel on air (or, with null, off air) whatever its daily schedule says. */
  setLive(login: string, stream: SandboxLiveStream | null): void;
}

/**
 * Twitch, Google and TikTok as their OAuth endpoints behave (paths, client id parameter, PKCE S256,
 * token and error bodies, "who am I" reads), for two uses: the visible sandbox behind "Continue with
 * Twitch" on a machine without client ids, and the fake server the real adapter's tests talk to.
 * The consent page is a real page: the developer picks the account name and authorises or cancels.
 * Codes and tokens are signed with `key`, so nothing is kept between requests but revocations. The
 * channels' figures, uploads and streams are those at `now()`: a test gives the instant its clock stands
 * on, so what it expects is computed from the same instant the server answered from.
 */
export function sandboxOAuthServer(key: Buffer = randomBytes(32), now: () => number = Date.now): SandboxOAuthServer {
  const revoked = new Set<string>();
  const videos = new Map<string, { login: string; visibility: 'public' | 'unlisted' | 'private' }>();
  const liveOverrides = new Map<string, SandboxLiveStream | null>();
  const sign = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  const seal = (payload: object) => {
    const body = b64url(JSON.stringify(payload));
    return `${body}.${sign(body)}`;
  };
  const open = (token: string): Record<string, string | number> | null => {
    const [body, signature] = token.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  };

  const tokensFor = (provider: ChannelProvider, login: string) => {
    const scopes = OAUTH_PROTOCOLS[provider].scopes;
    const accessToken = seal({ t: 'access', p: provider, login, exp: Date.now() + ACCESS_TTL_S * 1000 });
    const refreshToken = seal({ t: 'refresh', p: provider, login, n: randomBytes(6).toString('hex') });
    const common = { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TTL_S, token_type: 'Bearer' };
    if (provider === 'twitch') return { ...common, scope: [...scopes] };
    if (provider === 'tiktok')
      return { ...common, open_id: sandboxAccountId(provider, login), refresh_expires_in: 31_536_000, scope: scopes.join(',') };
    return { ...common, scope: scopes.join(' ') };
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(302, { location, 'cache-control': 'no-store' });
    res.end();
  };
  const readForm = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve, reject) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 16_384) req.destroy(new Error('form too large'));
      });
      req.on('end', () => resolve(new URLSearchParams(body)));
      req.on('error', reject);
    });

  const consentPage = (provider: ChannelProvider, query: URLSearchParams) => {
    const hidden = [...query.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    const name = NAMES[provider];
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox ${name}: sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;background:#111;color:#eee}
label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin:1rem .5rem 0 0;padding:.6rem 1rem;font-size:1rem}.note{color:#bbb}</style></head>
<body><h1>Sandbox ${name}</h1>
<p class="note">Lurkit's sandbox stands in for ${name} on this development server: no real ${name} account is used. Set ${ENV[provider]} to sign in with the real ${name}.</p>
<p>Lurkit asks to read your channel: ${escapeHtml(OAUTH_PROTOCOLS[provider].scopes.join(', '))}.</p>
<form method="post">${hidden}
<label for="login">Sandbox ${name} account name</label>
<input id="login" name="login" type="text" required pattern="[A-Za-z0-9_]{3,25}" value="sandbox${provider}er" aria-describedby="login-hint">
<p id="login-hint" class="note">Every sandbox channel is old and followed enough for creator access, except that a name containing "small" has 40 followers and one containing "new" was created 10 days ago${provider === 'tiktok' ? ', and one containing "personal" is a personal account, not a business account' : ''}.</p>
<button type="submit" name="decision" value="allow">Authorize Lurkit</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</form></body></html>`;
  };

  async function token(provider: ChannelProvider, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const clientId = form.get(OAUTH_PROTOCOLS[provider].clientIdParam);
    if (!clientId || !form.get('client_secret')) return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = open(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const valid =
        code !== null &&
        code.t === 'code' &&
        code.p === provider &&
        Number(code.exp) > Date.now() &&
        code.redirectUri === form.get('redirect_uri') &&
        digest(verifier).toString('base64url') === code.challenge;
      if (!valid) return json(res, 400, { error: 'invalid_grant', error_description: 'The code or its verifier is wrong.' });
      return json(res, 200, tokensFor(provider, String(code.login)));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = open(form.get('refresh_token') ?? '');
      if (!refresh || refresh.t !== 'refresh' || refresh.p !== provider || revoked.has(`${provider}:${refresh.login}`))
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      return json(res, 200, tokensFor(provider, String(refresh.login)));
    }
    // Twitch's app access token: what Helix reads about any channel (streams) are made with.
    if (form.get('grant_type') === 'client_credentials' && provider === 'twitch')
      return json(res, 200, {
        access_token: seal({ t: 'app', p: provider, exp: Date.now() + ACCESS_TTL_S * 1000 }),
        expires_in: ACCESS_TTL_S,
        token_type: 'bearer',
      });
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  /** Helix `streams`: the listed channels that are on air, for an app or a user token. */
  function streamsRead(req: IncomingMessage, res: ServerResponse) {
    const access = open(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!access || (access.t !== 'app' && access.t !== 'access') || access.p !== 'twitch' || Number(access.exp) < Date.now())
      return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
    if (!req.headers['client-id']) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
    const ids = new URL(req.url ?? '/', 'http://sandbox').searchParams.getAll('user_id');
    if (ids.length > 100)
      return json(res, 400, { error: 'Bad Request', status: 400, message: 'The maximum number of user_id values is 100' });
    const data = ids.flatMap((userId) => {
      const stream = liveOverrides.has(userId) ? liveOverrides.get(userId) : sandboxLiveStream(userId, now());
      if (!stream) return [];
      return [
        {
          id: stream.id,
          user_id: userId,
          user_login: `user${userId}`,
          game_id: String(digest(`game:${stream.gameName}`).readUInt32BE(0) % 1_000_000),
          game_name: stream.gameName,
          type: 'live',
          title: stream.title,
          viewer_count: stream.viewers,
          started_at: stream.startedAt,
          language: 'en',
        },
      ];
    });
    return json(res, 200, { data, pagination: {} });
  }

  function whoAmI(provider: ChannelProvider, req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const access = open(bearer);
    if (!access || access.t !== 'access' || access.p !== provider || Number(access.exp) < Date.now())
      return json(res, 401, { error: 'invalid_token' });
    const login = String(access.login);
    const id = sandboxAccountId(provider, login);
    const figures = sandboxChannelFigures(provider, login, now());
    const url = new URL(req.url ?? '/', 'http://sandbox');
    // A grant reads its own channel only, as a broadcaster's token does.
    const asked = url.searchParams.get('id') ?? url.searchParams.get('broadcaster_id');
    if (provider === 'twitch') {
      if (!req.headers['client-id']) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
      if (url.pathname.endsWith('/channels/followers')) {
        if (asked !== id)
          return json(res, 403, {
            error: 'Forbidden',
            status: 403,
            message: 'The ID in broadcaster_id must match the user ID in the access token.',
          });
        return json(res, 200, { total: figures.followers, data: [], pagination: {} });
      }
      if (asked !== null && asked !== id) return json(res, 200, { data: [] });
      return json(res, 200, {
        data: [
          {
            id,
            login: login.toLowerCase(),
            display_name: login,
            email: null,
            broadcaster_type: figures.broadcasterType,
            created_at: figures.createdAt,
          },
        ],
      });
    }
    if (provider === 'youtube') {
      if (asked !== null && asked !== id) return json(res, 200, { kind: 'youtube#channelListResponse', items: [] });
      return json(res, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            id,
            snippet: { title: login, customUrl: `@${login.toLowerCase()}`, publishedAt: figures.createdAt },
            contentDetails: { relatedPlaylists: { uploads: `UU${id.slice(2)}` } },
            statistics: { subscriberCount: String(figures.followers), hiddenSubscriberCount: false, videoCount: '42', viewCount: '123456' },
          },
        ],
      });
    }
    return json(res, 200, {
      data: {
        user: {
          open_id: id,
          union_id: id,
          display_name: login,
          username: login.toLowerCase(),
          is_verified: false,
          follower_count: figures.followers,
          following_count: 40 + (figures.followers % 400),
          likes_count: figures.followers * 12,
          video_count: sandboxUploads('tiktok', login, now()).length,
        },
      },
      error: { code: 'ok', message: '' },
    });
  }

  /** Helix `videos` and YouTube `videos?part=status`: anyone sees a public video, only its owner the others. */
  function videosRead(provider: 'twitch' | 'youtube', req: IncomingMessage, res: ServerResponse) {
    const access = open(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!access || access.t !== 'access' || access.p !== provider || Number(access.exp) < Date.now())
      return json(res, 401, { error: 'invalid_token' });
    // Google's client repeats a list parameter (id=a&id=b); YouTube takes that or a comma-separated list.
    const id = new URL(req.url ?? '/', 'http://sandbox').searchParams.getAll('id').join(',');
    if (provider === 'youtube') {
      // YouTube takes a comma-separated list; the caller's own uploads carry every part asked for.
      const uploads = new Map(sandboxUploads('youtube', String(access.login), now()).map((u) => [u.id, u]));
      const items = id.split(',').flatMap((one) => {
        const put = videos.get(`youtube:${one}`);
        if (put && (put.visibility === 'public' || put.login === access.login))
          return [{ kind: 'youtube#video', id: one, status: { uploadStatus: 'processed', privacyStatus: put.visibility } }];
        const upload = uploads.get(one);
        if (!upload) return [];
        const seconds = upload.durationSeconds;
        return [
          {
            kind: 'youtube#video',
            id: one,
            snippet: { title: upload.title, publishedAt: upload.publishedAt, channelId: sandboxAccountId('youtube', String(access.login)) },
            contentDetails: { duration: `PT${Math.floor(seconds / 60) > 0 ? `${Math.floor(seconds / 60)}M` : ''}${seconds % 60}S` },
            statistics: { viewCount: String(upload.views), likeCount: String(Math.floor(upload.views / 20)) },
            status: { uploadStatus: 'processed', privacyStatus: upload.privacy },
          },
        ];
      });
      return json(res, 200, { kind: 'youtube#videoListResponse', items });
    }
    const video = videos.get(`${provider}:${id}`);
    const seen = video && (video.visibility === 'public' || video.login === access.login) ? video : null;
    if (!req.headers['client-id']) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client-Id header required' });
    if (!seen) return json(res, 404, { error: 'Not Found', status: 404, message: 'videos not found' });
    return json(res, 200, {
      data: [{ id, user_login: seen.login.toLowerCase(), viewable: seen.visibility === 'public' ? 'public' : 'private', type: 'archive' }],
      pagination: {},
    });
  }

  /** The bearer's login when the token is a live access token of `provider`; null otherwise. */
  const loginOf = (provider: ChannelProvider, req: IncomingMessage) => {
    const access = open(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
    if (!access || access.t !== 'access' || access.p !== provider || Number(access.exp) < Date.now()) return null;
    return String(access.login);
  };

  /** Helix `chat/chatters` for the broadcaster's own chat: about four in ten viewers have it open. */
  function chattersRead(req: IncomingMessage, res: ServerResponse) {
    const login = loginOf('twitch', req);
    if (!login) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
    const id = sandboxAccountId('twitch', login);
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    if (query.get('broadcaster_id') !== id || query.get('moderator_id') !== id)
      return json(res, 403, {
        error: 'Forbidden',
        status: 403,
        message: "The user in moderator_id is not one of the broadcaster's moderators.",
      });
    const stream = liveOverrides.has(id) ? liveOverrides.get(id) : sandboxLiveStream(id, now());
    return json(res, 200, { data: [], pagination: {}, total: stream ? Math.round(stream.viewers * 0.4) : 0 });
  }

  /** YouTube `playlistItems` of the caller's uploads playlist, newest first (at most 50, as maxResults allows). */
  function playlistItemsRead(req: IncomingMessage, res: ServerResponse) {
    const login = loginOf('youtube', req);
    if (!login) return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    const playlistId = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('playlistId') ?? '';
    if (playlistId !== `UU${sandboxAccountId('youtube', login).slice(2)}`)
      return json(res, 404, {
        error: { code: 404, message: "The playlist identified with the request's playlistId parameter cannot be found." },
      });
    const items = sandboxUploads('youtube', login, now()).map((u) => ({
      kind: 'youtube#playlistItem',
      contentDetails: { videoId: u.id, videoPublishedAt: u.publishedAt },
    }));
    return json(res, 200, { kind: 'youtube#playlistItemListResponse', items });
  }

  /** YouTube Analytics `reports` by video: minutes watched, about a third of each view's length. */
  function analyticsRead(req: IncomingMessage, res: ServerResponse) {
    const login = loginOf('youtube', req);
    if (!login) return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    const filter = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('filters') ?? '';
    const wanted = new Set(filter.replace(/^video==/, '').split(','));
    const rows = sandboxUploads('youtube', login, now())
      .filter((u) => wanted.has(u.id))
      .map((u) => [u.id, Math.round((u.views * u.durationSeconds) / 180)]);
    return json(res, 200, {
      kind: 'youtubeAnalytics#resultTable',
      columnHeaders: [
        { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
        { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
      ],
      rows,
    });
  }

  /** TikTok `video/list`: the caller's videos, newest first, 20 a page with a create-time cursor. */
  async function tiktokVideosRead(req: IncomingMessage, res: ServerResponse) {
    const login = loginOf('tiktok', req);
    if (!login) return json(res, 401, { data: {}, error: { code: 'access_token_invalid', message: 'The access token is invalid.' } });
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => resolve(text));
    });
    const { cursor, max_count: max = 20 } = JSON.parse(body || '{}') as { cursor?: number; max_count?: number };
    const all = sandboxUploads('tiktok', login, now()).filter((u) => cursor === undefined || Date.parse(u.publishedAt) / 1000 < cursor);
    const page = all.slice(0, Math.min(20, max));
    const videos = page.map((u) => ({
      id: u.id,
      title: u.title,
      create_time: Math.floor(Date.parse(u.publishedAt) / 1000),
      duration: u.durationSeconds,
      view_count: u.views,
    }));
    return json(res, 200, {
      data: { videos, cursor: videos.at(-1)?.create_time ?? 0, has_more: all.length > page.length },
      error: { code: 'ok', message: '', log_id: 'sandbox' },
    });
  }

  /**
   * TikTok API for Business `business/get`: the account's profile fields asked for (a JSON array in
   * `fields`), for the account the `Access-Token` belongs to only. Like TikTok's, every answer is HTTP
   * 200 with a code: 0 is success, 40105 a bad token, 40001 no permission.
   */
  function tiktokBusinessRead(req: IncomingMessage, res: ServerResponse) {
    const access = open(String(req.headers['access-token'] ?? ''));
    const requestId = randomBytes(8).toString('hex');
    if (!access || access.t !== 'access' || access.p !== 'tiktok' || Number(access.exp) < Date.now())
      return json(res, 200, { code: 40105, message: 'The access token is invalid or has been revoked.', request_id: requestId });
    const login = String(access.login);
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    if (query.get('business_id') !== sandboxAccountId('tiktok', login))
      return json(res, 200, { code: 40001, message: 'No permission to operate this TikTok account.', request_id: requestId });
    let fields: unknown = ['display_name', 'profile_image'];
    try {
      fields = JSON.parse(query.get('fields') ?? JSON.stringify(fields));
    } catch {
      return json(res, 200, { code: 40002, message: 'fields: invalid JSON array.', request_id: requestId });
    }
    const figures = sandboxChannelFigures('tiktok', login, now());
    const profile: Record<string, unknown> = {
      is_business_account: figures.businessAccount,
      username: login.toLowerCase(),
      display_name: login,
      profile_image: '',
      followers_count: figures.followers,
      videos_count: sandboxUploads('tiktok', login, now()).length,
    };
    const wanted = Array.isArray(fields) ? fields.map(String) : [];
    const data = Object.fromEntries(wanted.filter((f) => f in profile).map((f) => [f, profile[f]]));
    return json(res, 200, { code: 0, message: 'OK', request_id: requestId, data });
  }

  const WHO_AM_I: Record<ChannelProvider, string> = { twitch: '/helix/users', youtube: '/youtube/v3/channels', tiktok: '/v2/user/info/' };

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const [, provider, ...rest] = url.pathname.split('/');
    if (!provider || !PROVIDERS.includes(provider as ChannelProvider)) return json(res, 404, { error: 'not_found' });
    const p = provider as ChannelProvider;
    const path = `/${rest.join('/')}`;
    const protocol = OAUTH_PROTOCOLS[p];
    if (path === protocol.authorizePath) {
      if (req.method === 'GET') {
        const q = url.searchParams;
        if (
          !q.get(protocol.clientIdParam) ||
          !q.get('redirect_uri') ||
          !q.get('state') ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        )
          return json(res, 400, {
            error: 'invalid_request',
            error_description: 'client id, redirect_uri, state and an S256 code_challenge are required',
          });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(consentPage(p, q));
      }
      const form = await readForm(req);
      const back = new URL(form.get('redirect_uri') ?? '');
      back.searchParams.set('state', form.get('state') ?? '');
      const login = (form.get('login') ?? '').trim();
      if (form.get('decision') !== 'allow' || !/^[A-Za-z0-9_]{3,25}$/.test(login)) {
        back.searchParams.set('error', 'access_denied');
        return redirect(res, back.toString());
      }
      const code = seal({
        t: 'code',
        p,
        login,
        challenge: form.get('code_challenge'),
        redirectUri: form.get('redirect_uri'),
        exp: Date.now() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
      return redirect(res, back.toString());
    }
    if (path === protocol.tokenPath && req.method === 'POST') return token(p, req, res);
    if (req.method === 'GET' && p === 'twitch' && path === '/helix/streams') return streamsRead(req, res);
    if (req.method === 'GET' && p === 'twitch' && path === '/helix/chat/chatters') return chattersRead(req, res);
    if (req.method === 'GET' && p === 'youtube' && path === '/youtube/v3/playlistItems') return playlistItemsRead(req, res);
    if (req.method === 'GET' && p === 'youtube' && path === '/v2/reports') return analyticsRead(req, res);
    if (req.method === 'POST' && p === 'tiktok' && path === '/v2/video/list/') return tiktokVideosRead(req, res);
    if (req.method === 'GET' && p === 'tiktok' && path === '/open_api/v1.3/business/get/') return tiktokBusinessRead(req, res);
    if (req.method === 'GET' && ((p === 'twitch' && path === '/helix/videos') || (p === 'youtube' && path === '/youtube/v3/videos')))
      return videosRead(p, req, res);
    if ((path === WHO_AM_I[p] || (p === 'twitch' && path === '/helix/channels/followers')) && req.method === 'GET')
      return whoAmI(p, req, res);
    return json(res, 404, { error: 'not_found' });
  }

  return {
    handle: (req, res) => {
      route(req, res).catch(() => json(res, 400, { error: 'invalid_request' }));
    },
    revoke: (provider, login) => revoked.add(`${provider}:${login}`),
    putVideo: (provider, login, id, visibility) => videos.set(`${provider}:${id}`, { login, visibility }),
    setLive: (login, stream) => liveOverrides.set(sandboxAccountId('twitch', login), stream),
  };
}
