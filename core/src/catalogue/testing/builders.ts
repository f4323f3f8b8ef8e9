import type { CatalogueGame } from '../domain/catalogue-game.ts';

/** A store page as an adapter hands it over; change what the test is about. */
export function aCatalogueGame(changes: Partial<CatalogueGame> = {}): CatalogueGame {
  const appId = changes.appId ?? 1145360;
  const asset = (file: string) => `https://cdn.example.com/steam/apps/${appId}/${file}`;
  return {
    source: 'steam',
    appId,
    name: 'Moonlight Drifters',
    description: 'Drift through a moonlit archipelago.\nRace rivals, tune your skiff.',
    headerImageUrl: asset('header.jpg'),
    screenshots: [asset('ss_1.jpg'), asset('ss_2.jpg')],
    movies: [{ name: 'Launch trailer', thumbnailUrl: asset('movie.jpg'), videoUrl: asset('movie_max.mp4') }],
    genres: ['Action', 'Indie'],
    categories: ['Single-player', 'Steam Achievements'],
    platforms: ['windows', 'mac'],
    releaseDate: '17 Sep, 2020',
    comingSoon: false,
    developers: ['Tidewater Games'],
    publishers: ['Tidewater Games'],
    ...changes,
  };
}
