import { describe, expect, it } from 'vitest';
import { gamesSettingsFromEnv } from './games-settings.ts';

describe('gamesSettingsFromEnv', () => {
  it('uses both sandboxes on a fresh machine', () => {
    expect(gamesSettingsFromEnv({})).toEqual({ feeds: 'sandbox' });
  });

  it('reads real feeds in production unless GAME_FEEDS=sandbox, and whenever GAME_FEEDS=live', () => {
    expect(gamesSettingsFromEnv({ NODE_ENV: 'production' }).feeds).toBe('live');
    expect(gamesSettingsFromEnv({ NODE_ENV: 'production', GAME_FEEDS: 'sandbox' }).feeds).toBe('sandbox');
    expect(gamesSettingsFromEnv({ GAME_FEEDS: 'live' }).feeds).toBe('live');
  });

  it('syncs from IGDB only with both client id and secret', () => {
    expect(gamesSettingsFromEnv({ IGDB_CLIENT_ID: 'id' }).igdb).toBeUndefined();
    expect(gamesSettingsFromEnv({ IGDB_CLIENT_ID: 'id', IGDB_CLIENT_SECRET: 's', IGDB_API_URL: 'http://127.0.0.1:1/v4' }).igdb).toEqual({
      clientId: 'id',
      clientSecret: 's',
      apiUrl: 'http://127.0.0.1:1/v4',
    });
  });
});
