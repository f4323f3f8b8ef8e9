import type { GamePlatform } from '@lurkit/core/games/domain/game-platform.ts';

/**
 * IGDB's platform names onto the spec's platforms (core's GAME_PLATFORMS). IGDB names hardware and
 * operating systems, not stores; a name not listed here is left out of the game's platforms.
 */
const BY_IGDB_NAME: Readonly<Record<string, GamePlatform>> = {
  'PC (Microsoft Windows)': 'PC (Windows)',
  Mac: 'Mac',
  Linux: 'Linux',
  iOS: 'iOS',
  Android: 'Android',
  'PlayStation 5': 'PlayStation 5',
  'PlayStation 4': 'PlayStation 4',
  'PlayStation VR2': 'PlayStation VR2',
  'Xbox Series X|S': 'Xbox Series X|S',
  'Xbox One': 'Xbox One',
  'Nintendo Switch': 'Nintendo Switch',
  'Nintendo Switch 2': 'Nintendo Switch 2',
  'Meta Quest 3': 'Meta Quest',
  'Meta Quest 2': 'Meta Quest',
  'Oculus Quest': 'Meta Quest',
  'Oculus Quest 2': 'Meta Quest',
  SteamVR: 'SteamVR',
  'Pico 4': 'Pico',
};

export function platformsFromIgdb(names: readonly string[]): GamePlatform[] {
  return [...new Set(names.flatMap((name) => BY_IGDB_NAME[name] ?? []))];
}
