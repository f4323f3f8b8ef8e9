import { describeGameCatalogueContract } from '@lurkit/core/catalogue/ports/game-catalogue.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxSteamGameCatalogue } from './sandbox-steam-game-catalogue.ts';
import { SteamGameCatalogue, SteamStoreUnavailable } from './steam-game-catalogue.ts';
import { FAKE_STEAM_APPS, startFakeSteamStoreServer, type FakeSteamStore } from './testing/fake-steam-store-server.ts';

/** The slow app's answer comes long after any timeout here, so giving up is told apart from answering even on a loaded machine. */
const SLOW_MS = 30_000;
let store: FakeSteamStore;
beforeAll(async () => {
  store = await startFakeSteamStoreServer({ slowMs: SLOW_MS });
});
afterAll(async () => {
  await store.close();
});

const catalogue = (timeoutMs?: number) => new SteamGameCatalogue({ baseUrl: `${store.url}/`, timeoutMs });

describeGameCatalogueContract('Steam storefront API (fake store)', async () => ({
  catalogue: catalogue(),
  knownAppId: FAKE_STEAM_APPS.hades,
  unknownAppId: 999_999,
}));
describeGameCatalogueContract('sandbox', async () => ({
  catalogue: new SandboxSteamGameCatalogue('http://localhost:3000/'),
  knownAppId: 620,
  unknownAppId: null,
}));

describe('SteamGameCatalogue', () => {
  it('asks the storefront API for the app in English with US prices', async () => {
    store.requests.length = 0;
    await catalogue().findSteamGame(FAKE_STEAM_APPS.hades);
    const [sent] = store.requests;
    expect(sent?.pathname).toBe('/api/appdetails');
    expect(Object.fromEntries(sent!.searchParams)).toEqual({ appids: String(FAKE_STEAM_APPS.hades), l: 'english', cc: 'us' });
  });

  it('reads the store page into a catalogue game', async () => {
    const game = await catalogue().findSteamGame(FAKE_STEAM_APPS.hades);
    expect(game).toMatchObject({
      source: 'steam',
      appId: FAKE_STEAM_APPS.hades,
      name: 'Hades',
      headerImageUrl: expect.stringMatching(/\/1145360\/header\.jpg\?t=1715722799$/),
      genres: ['Action', 'Indie', 'RPG'],
      categories: ['Single-player', 'Steam Achievements'],
      platforms: ['windows', 'mac'],
      releaseDate: '17 Sep, 2020',
      comingSoon: false,
      developers: ['Supergiant Games'],
      publishers: ['Supergiant Games'],
    });
    expect(game!.screenshots).toHaveLength(8);
    expect(game!.screenshots[0]).toMatch(/ss_0\.1920x1080\.jpg$/);
    expect(game!.movies).toEqual([
      {
        name: 'Hades - Launch Trailer',
        thumbnailUrl: expect.stringMatching(/movie\.293x165\.jpg$/),
        videoUrl: 'https://video.example/max.mp4',
      },
      { name: 'Gameplay', thumbnailUrl: expect.stringMatching(/movie2\.jpg$/), videoUrl: null },
    ]);
  });

  it('turns the HTML description into plain text: no tags, scripts, images or link targets; entities decoded', async () => {
    const { description } = (await catalogue().findSteamGame(FAKE_STEAM_APPS.hades))!;
    expect(description).toBe(
      [
        'About the Game',
        '',
        'Defy the god of the dead as you hack and slash out of the Underworld in this rogue-like dungeon crawler.',
        '',
        'Features',
        '',
        '• Battle out of Hell',
        '• Enhance your abilities & "boons"',
        '',
        'Visit the forums.',
        '',
        'Café of the dead.',
      ].join('\n'),
    );
  });

  it('answers an empty description when every description field is empty or only an image', async () => {
    const game = await catalogue().findSteamGame(FAKE_STEAM_APPS.noDescription);
    expect(game).toMatchObject({ name: 'Quiet Lighthouse', description: '', releaseDate: 'Q4 2026', comingSoon: true, genres: [] });
  });

  it('answers null for an app Steam does not have (success: false)', async () => {
    expect(await catalogue().findSteamGame(999_999)).toBeNull();
  });

  it.each([
    ['a server error', FAKE_STEAM_APPS.failing, /answered 500/],
    ['the rate limit', FAKE_STEAM_APPS.throttled, /answered 429 \(rate limited\)/],
    ['an answer in another shape', FAKE_STEAM_APPS.garbled, /unexpected shape/],
  ])('rejects as unavailable on %s', async (_case, appId, message) => {
    await expect(catalogue().findSteamGame(appId)).rejects.toThrow(message);
    await expect(catalogue().findSteamGame(appId)).rejects.toBeInstanceOf(SteamStoreUnavailable);
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    await expect(catalogue(150).findSteamGame(FAKE_STEAM_APPS.slow)).rejects.toThrow(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it('rejects as unavailable when nothing listens at the base URL', async () => {
    const closed = await startFakeSteamStoreServer();
    await closed.close();
    await expect(new SteamGameCatalogue({ baseUrl: closed.url }).findSteamGame(FAKE_STEAM_APPS.hades)).rejects.toBeInstanceOf(
      SteamStoreUnavailable,
    );
  });
});

describe('SandboxSteamGameCatalogue', () => {
  it('answers the same marked game for any app id, with images on the app itself', async () => {
    const sandbox = new SandboxSteamGameCatalogue('http://localhost:3000');
    const game = await sandbox.findSteamGame(42);
    expect(game).toMatchObject({ source: 'sandbox', appId: 42, name: 'Sandbox Game 42 (sandbox)' });
    expect(game.headerImageUrl).toBe('http://localhost:3000/favicon.svg?sandbox=42-header');
    expect(await sandbox.findSteamGame(42)).toEqual(game);
  });
});
