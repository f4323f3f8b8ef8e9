import type { IgdbSettings } from './igdb-game-catalogue.ts';

/** Where the games context reads its catalogue and feeds, from the environment. */
export interface GamesSettings {
  /** IGDB through Twitch (IGDB_CLIENT_ID, IGDB_CLIENT_SECRET; IGDB_API_URL, TWITCH_ID_URL for tests); unset, the sandbox catalogue. */
  readonly igdb?: IgdbSettings;
  /** 'live' reads the real feed URLs; 'sandbox' (default outside production) answers made-up articles without network. */
  readonly feeds: 'live' | 'sandbox';
  /** Tests only: `host:port`s on private addresses the live reader may read (the fake feed host); never from the environment. */
  readonly allowedPrivateFeedHosts?: readonly string[];
}

export function gamesSettingsFromEnv(env: NodeJS.ProcessEnv): GamesSettings {
  const feeds = env.GAME_FEEDS === 'live' || (env.GAME_FEEDS !== 'sandbox' && env.NODE_ENV === 'production') ? 'live' : 'sandbox';
  if (!env.IGDB_CLIENT_ID || !env.IGDB_CLIENT_SECRET) return { feeds };
  return {
    feeds,
    igdb: {
      clientId: env.IGDB_CLIENT_ID,
      clientSecret: env.IGDB_CLIENT_SECRET,
      ...(env.IGDB_API_URL ? { apiUrl: env.IGDB_API_URL } : {}),
      ...(env.TWITCH_ID_URL ? { idUrl: env.TWITCH_ID_URL } : {}),
    },
  };
}
