import { isPlatform, PLATFORM_FAMILIES, PLATFORMS, type Platform, type PlatformFamily } from '../../shared/platform.schema.ts';

/**
 * Spec section 3: the public game pages show a game's platforms and their families, from the one
 * platform vocabulary every context shares; the catalogue adapters map their provider's platforms
 * onto these names.
 */
export { PLATFORM_FAMILIES, type PlatformFamily };
export const GAME_PLATFORMS = PLATFORMS;
export type GamePlatform = Platform;
export const isGamePlatform = isPlatform;

/** The families of a game's platforms, each once, in PLATFORM_FAMILIES order. */
export function familiesOf(platforms: readonly GamePlatform[]): PlatformFamily[] {
  const found = new Set(platforms.map((platform) => GAME_PLATFORMS[platform]));
  return PLATFORM_FAMILIES.filter((family) => found.has(family));
}
