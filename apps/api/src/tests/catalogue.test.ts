import { FAKE_STEAM_APPS, startFakeSteamStoreServer, type FakeSteamStore } from '@lurkit/adapters/steam/testing/fake-steam-store-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SteamGameQuery } from '../../../web/src/catalogue/operations/steam-game.operations.ts';
import { readConfig } from '../config.ts';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';

// The app reads STEAM_STORE_URL when it starts, so the fake store must listen first (hooks run in order).
const env: NodeJS.ProcessEnv = {};
let store: FakeSteamStore;
beforeAll(async () => {
  store = await startFakeSteamStoreServer();
  env.STEAM_STORE_URL = store.url;
});
afterAll(async () => {
  await store.close();
});
const app = useTestApp({ env });

const storeUrl = (appId: number) => `https://store.steampowered.com/app/${appId}/Some_Game/`;

describe('steamGame', () => {
  it("fills a company's Game info from a Steam store link, through the real Steam adapter", async () => {
    const { client } = await signedInCompanyUser(app);
    const answer = await client.op(SteamGameQuery, { storeUrl: storeUrl(FAKE_STEAM_APPS.hades) });
    expect(answer.errors).toEqual([]);
    const { game, missingDescription, warnings } = answer.data!.steamGame;
    expect({ missingDescription, warnings }).toEqual({ missingDescription: false, warnings: [] });
    expect(game).toMatchObject({
      source: 'steam',
      appId: FAKE_STEAM_APPS.hades,
      name: 'Hades',
      genres: ['Action', 'Indie', 'RPG'],
      platforms: ['windows', 'mac'],
      releaseDate: '17 Sep, 2020',
    });
    expect(game.description).toMatch(/^About the Game\n\nDefy the god of the dead/);
    expect(game.screenshots).toHaveLength(8);
    expect(game.media).toEqual([game.headerImageUrl, ...game.screenshots]);
  });

  it('keeps the name and media when the store has no description, with the warning at the description', async () => {
    const { client } = await signedInCompanyUser(app);
    const answer = await client.op(SteamGameQuery, { storeUrl: String(FAKE_STEAM_APPS.noDescription) });
    expect(answer.errors).toEqual([]);
    expect(answer.data!.steamGame).toMatchObject({
      game: {
        name: 'Quiet Lighthouse',
        description: '',
        media: [expect.stringMatching(/header\.jpg$/), expect.stringMatching(/ss_0\.jpg$/)],
      },
      missingDescription: true,
      warnings: [{ code: 'CATALOGUE.NO_DESCRIPTION', message: 'Steam import found no description', field: 'description' }],
    });
  });

  it.each([
    ['a link that is not a Steam store page', 'https://store.epicgames.com/p/hades', 'CATALOGUE.INVALID_STORE_URL', 'storeUrl'],
    ['an app Steam does not have', storeUrl(999_999), 'CATALOGUE.GAME_NOT_FOUND', 'storeUrl'],
    ['Steam failing', storeUrl(FAKE_STEAM_APPS.failing), 'CATALOGUE.UNAVAILABLE', undefined],
  ])('answers %s with a stable code', async (_case, url, code, field) => {
    const { client } = await signedInCompanyUser(app);
    const answer = await client.op(SteamGameQuery, { storeUrl: url });
    expect(answer.data).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]?.extensions).toEqual({ code, ...(field ? { field } : {}) });
  });

  it('is for company members only', async () => {
    const creator = await signedInCreator(app);
    const asCreator = await creator.client.op(SteamGameQuery, { storeUrl: storeUrl(FAKE_STEAM_APPS.hades) });
    expect(asCreator.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const signedOut = await app.client().op(SteamGameQuery, { storeUrl: storeUrl(FAKE_STEAM_APPS.hades) });
    expect(signedOut.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(signedOut.data).toBeNull();
  });
});

describe('STEAM_STORE_URL', () => {
  const secrets = {
    SECRETS_KEY: 'ab'.repeat(32),
    AUTH_SECRET: 'cd'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    TROLLEY_ACCESS_KEY: 'AL_x',
    TROLLEY_SECRET_KEY: 'secret_x',
    TROLLEY_WEBHOOK_SECRET: 'whsec_trolley_x',
  };
  it('is the sandbox when unset in development, the real store when unset in production, and wins when set', () => {
    expect(readConfig({ NODE_ENV: 'development' }, 'http://localhost:3000').steamStoreUrl).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'production', ...secrets }, 'http://localhost:3000').steamStoreUrl).toBe(
      'https://store.steampowered.com',
    );
    expect(readConfig({ STEAM_STORE_URL: 'http://127.0.0.1:9', ...secrets }, 'http://localhost:3000').steamStoreUrl).toBe(
      'http://127.0.0.1:9',
    );
  });
});
