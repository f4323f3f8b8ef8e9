import { describe, expect, it } from 'vitest';
import { GAME_DESCRIPTION_MAX_LENGTH } from '../../keys/domain/key-campaign-steps.schema.ts';
import { MAX_SCREENSHOTS, mediaOf } from '../domain/catalogue-game.ts';
import { STEAM_STORE_URL_MESSAGE } from '../domain/steam-store-url.schema.ts';
import { aCatalogueGame } from '../testing/builders.ts';
import { InMemoryGameCatalogue } from '../testing/in-memory-game-catalogue.ts';
import { ImportSteamGame } from './import-steam-game.ts';

const HADES = 'https://store.steampowered.com/app/1145360/Hades/';

function importer(...games: ReturnType<typeof aCatalogueGame>[]) {
  const catalogue = new InMemoryGameCatalogue(games);
  return { catalogue, useCase: new ImportSteamGame({ games: catalogue }) };
}

describe('ImportSteamGame', () => {
  it('reads the game of a store link, with no warning when it has a description', async () => {
    const game = aCatalogueGame({ appId: 1145360 });
    const result = await importer(game).useCase.execute({ storeUrl: HADES });
    expect(result).toEqual({ ok: true, value: { game, missingDescription: false, warnings: [] } });
  });

  it('takes a bare app id too', async () => {
    const result = await importer(aCatalogueGame({ appId: 620 })).useCase.execute({ storeUrl: ' 620 ' });
    expect(result.ok && result.value.game.appId).toBe(620);
  });

  it('refuses a link that is not a Steam store page, at the storeUrl field, without asking the store', async () => {
    const { catalogue, useCase } = importer();
    catalogue.down = new Error('must not be called');
    const result = await useCase.execute({ storeUrl: 'https://store.epicgames.com/p/hades' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      code: 'CATALOGUE.INVALID_STORE_URL',
      field: 'storeUrl',
      message: STEAM_STORE_URL_MESSAGE,
    });
  });

  it('says the game was not found when the store has no such app', async () => {
    const result = await importer().useCase.execute({ storeUrl: HADES });
    expect(!result.ok && result.error).toMatchObject({ code: 'CATALOGUE.GAME_NOT_FOUND', field: 'storeUrl' });
  });

  it('answers unavailable when the store fails, keeping the cause out of what the client sees', async () => {
    const { catalogue, useCase } = importer(aCatalogueGame());
    catalogue.down = new Error('Steam answered 500');
    const result = await useCase.execute({ storeUrl: HADES });
    expect(!result.ok && result.error.code).toBe('CATALOGUE.UNAVAILABLE');
    expect(!result.ok && result.error).toHaveProperty('cause', catalogue.down);
    expect(!result.ok && Object.keys(result.error)).not.toContain('cause');
  });

  it("still fills the name and media when the store has no description, with the spec's warning at the description", async () => {
    const game = aCatalogueGame({ description: '  \n ' });
    const result = await importer(game).useCase.execute({ storeUrl: HADES });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.missingDescription).toBe(true);
    expect(result.value.game).toMatchObject({ name: game.name, headerImageUrl: game.headerImageUrl, description: '' });
    expect(result.value.warnings).toEqual([
      expect.objectContaining({ code: 'CATALOGUE.NO_DESCRIPTION', field: 'description', message: 'Steam import found no description' }),
    ]);
  });

  it('keeps at most 8 screenshots, 4 movies and 10 genres, whatever the adapter hands over', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `https://cdn.example.com/ss_${i}.jpg`);
    const movie = { name: 'Trailer', thumbnailUrl: 'https://cdn.example.com/m.jpg', videoUrl: null };
    const genres = Array.from({ length: 12 }, (_, i) => `Genre ${i}`);
    const result = await importer(aCatalogueGame({ screenshots: many, movies: Array(6).fill(movie), genres })).useCase.execute({
      storeUrl: HADES,
    });
    expect(result.ok && result.value.game.genres).toEqual(genres.slice(0, 10));
    expect(result.ok && result.value.game.screenshots).toEqual(many.slice(0, MAX_SCREENSHOTS));
    expect(result.ok && result.value.game.movies).toHaveLength(4);
  });
});

describe('ImportSteamGame description length', () => {
  it('cuts a description longer than the Game info step takes at a word, marked with an ellipsis', async () => {
    const long = 'word '.repeat(3000);
    const result = await importer(aCatalogueGame({ description: long })).useCase.execute({ storeUrl: HADES });
    const description = result.ok ? result.value.game.description : '';
    expect(description.length).toBeLessThanOrEqual(GAME_DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/ word…$/);
  });
});

describe('mediaOf', () => {
  it('puts the header first, then the screenshots, without repeats or a missing header', () => {
    expect(mediaOf({ headerImageUrl: 'https://x/h.jpg', screenshots: ['https://x/1.jpg', 'https://x/h.jpg'] })).toEqual([
      'https://x/h.jpg',
      'https://x/1.jpg',
    ]);
    expect(mediaOf({ headerImageUrl: null, screenshots: ['https://x/1.jpg'] })).toEqual(['https://x/1.jpg']);
  });

  it("stays within the Game info step's media limit", () => {
    const screenshots = Array.from({ length: 20 }, (_, i) => `https://x/${i}.jpg`);
    expect(mediaOf({ headerImageUrl: 'https://x/h.jpg', screenshots })).toHaveLength(12);
  });
});
