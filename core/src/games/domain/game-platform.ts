/**
 * Spec section 3: games are sold on many distribution channels, grouped in six families. The public
 * game pages show both; the catalogue adapters map their provider's platforms onto these names.
 */
export const PLATFORM_FAMILIES = ['Mobile', 'Nintendo', 'Pc', 'Playstation', 'VR', 'Xbox'] as const;
export type PlatformFamily = (typeof PLATFORM_FAMILIES)[number];

/** Every platform the catalogue knows, by the name the pages show, with its family. */
export const GAME_PLATFORMS = {
  Steam: 'Pc',
  'Epic Games Store': 'Pc',
  GOG: 'Pc',
  'itch.io': 'Pc',
  'Microsoft Store': 'Pc',
  'PC (Windows)': 'Pc',
  Mac: 'Pc',
  Linux: 'Pc',
  iOS: 'Mobile',
  Android: 'Mobile',
  'Meta Quest': 'VR',
  Pico: 'VR',
  'PlayStation VR2': 'VR',
  SteamVR: 'VR',
  'PlayStation 5': 'Playstation',
  'PlayStation 5 (EU)': 'Playstation',
  'PlayStation 5 (NA)': 'Playstation',
  'PlayStation 5 (JP)': 'Playstation',
  'PlayStation 4': 'Playstation',
  'Nintendo Switch': 'Nintendo',
  'Nintendo Switch 2': 'Nintendo',
  'Nintendo Switch (EU)': 'Nintendo',
  'Nintendo Switch (NA)': 'Nintendo',
  'Xbox Series X|S': 'Xbox',
  'Xbox One': 'Xbox',
  'Xbox (EU)': 'Xbox',
  'Xbox (NA)': 'Xbox',
} as const satisfies Record<string, PlatformFamily>;
export type GamePlatform = keyof typeof GAME_PLATFORMS;

export const isGamePlatform = (name: string): name is GamePlatform => Object.hasOwn(GAME_PLATFORMS, name);

/** The families of a game's platforms, each once, in PLATFORM_FAMILIES order. */
export function familiesOf(platforms: readonly GamePlatform[]): PlatformFamily[] {
  const found = new Set(platforms.map((platform) => GAME_PLATFORMS[platform]));
  return PLATFORM_FAMILIES.filter((family) => found.has(family));
}
