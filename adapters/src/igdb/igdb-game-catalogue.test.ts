import { describeGameCatalogueProviderContract } from '@lurkit/core/games/ports/game-catalogue-provider.contract.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IgdbGameCatalogue, IgdbUnavailable } from './igdb-game-catalogue.ts';
import { sandboxCover, SandboxGameCatalogue } from './sandbox-game-catalogue.ts';
import { FAKE_IGDB_CLIENT, startFakeIgdbServer, type FakeIgdb } from './testing/fake-igdb-server.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
let igdb: FakeIgdb;
beforeAll(async () => {
  igdb = await startFakeIgdbServer(NOW);
});
afterAll(async () => {
  await igdb.close();
});

const catalogue = (secret: string = FAKE_IGDB_CLIENT.clientSecret) =>
  new IgdbGameCatalogue({ clientId: FAKE_IGDB_CLIENT.clientId, clientSecret: secret, apiUrl: igdb.url, idUrl: igdb.idUrl });

describeGameCatalogueProviderContract('IGDB through Twitch (fake IGDB)', async () => ({ provider: catalogue(), now: NOW }));
describeGameCatalogueProviderContract('sandbox', async () => ({ provider: new SandboxGameCatalogue(), now: NOW }));

describe('IgdbGameCatalogue', () => {
  it("reads IGDB's games into the catalogue: cover links, release dates, hype and the spec's platforms", async () => {
    const games = await catalogue().topGames('upcoming-games', NOW, 10);
    expect(games.map((g) => g.name)).toEqual(['Starfall Rally', 'Quiet Engines']);
    expect(games[0]).toMatchObject({
      source: 'igdb',
      externalId: 104,
      coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co104.jpg',
      releaseDate: new Date(NOW.getTime() + 10 * 86_400_000),
      hype: 80,
      // IGDB's "Meta Quest 3" is the Meta Quest platform; a platform the spec does not know is left out.
      platforms: ['PlayStation 5', 'Meta Quest'],
      genres: ['Adventure'],
    });
  });

  it('sends one Apicalypse query per list, limited, and every catalogue of the client reuses one app access token', async () => {
    igdb.revokeTokens();
    const before = igdb.tokensIssued;
    igdb.queries.length = 0;
    await catalogue().topGames('new-game-releases', NOW, 7);
    await catalogue().topGames('anticipated-games', NOW, 7);
    expect(igdb.tokensIssued).toBe(before + 1);
    expect(igdb.queries[0]).toMatch(/sort first_release_date desc; limit 7;$/);
    expect(igdb.queries[1]).toContain('where hypes > 0');
  });

  it('fetches a new token once when IGDB refuses the old one', async () => {
    const provider = catalogue();
    await provider.topGames('upcoming-games', NOW, 1);
    igdb.revokeTokens();
    const before = igdb.tokensIssued;
    expect(await provider.topGames('upcoming-games', NOW, 1)).toHaveLength(1);
    expect(igdb.tokensIssued).toBe(before + 1);
  });

  it('throws IgdbUnavailable when Twitch refuses the client or IGDB fails', async () => {
    await expect(catalogue('wrong').topGames('upcoming-games', NOW, 1)).rejects.toThrow(IgdbUnavailable);
    igdb.failWith = 503;
    try {
      await expect(catalogue().topGames('upcoming-games', NOW, 1)).rejects.toThrow('IGDB answered 503');
    } finally {
      igdb.failWith = null;
    }
    await expect(
      new IgdbGameCatalogue({ clientId: 'x', clientSecret: 'y', idUrl: 'http://127.0.0.1:9' }).topGames('upcoming-games', NOW, 1),
    ).rejects.toThrow(IgdbUnavailable);
  });
});

describe('SandboxGameCatalogue', () => {
  it('answers the same games all day, each list filled, with generated SVG covers', async () => {
    const sandbox = new SandboxGameCatalogue();
    const morning = await sandbox.topGames('upcoming-games', new Date('2026-06-01T06:00:00Z'), 100);
    const evening = await sandbox.topGames('upcoming-games', new Date('2026-06-01T20:00:00Z'), 100);
    expect(evening).toEqual(morning);
    for (const list of ['new-game-releases', 'anticipated-games', 'upcoming-games'] as const)
      expect((await sandbox.topGames(list, NOW, 100)).length).toBeGreaterThan(1);
    expect(morning[0]!.coverUrl).toBe(sandboxCover(morning[0]!.name));
    expect(decodeURIComponent(morning[0]!.coverUrl!)).toContain('<svg');
  });
});
