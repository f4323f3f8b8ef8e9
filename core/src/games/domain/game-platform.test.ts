import { describe, expect, it } from 'vitest';
import { familiesOf, GAME_PLATFORMS, isGamePlatform, PLATFORM_FAMILIES } from './game-platform.ts';

describe('game platforms (spec section 3)', () => {
  it('puts every platform in one of the six families, and every family has a platform', () => {
    expect(new Set(Object.values(GAME_PLATFORMS))).toEqual(new Set(PLATFORM_FAMILIES));
  });

  it("answers a game's families once each, in the families' order", () => {
    expect(familiesOf(['Xbox One', 'Steam', 'GOG', 'Meta Quest', 'PlayStation 5 (EU)'])).toEqual(['Pc', 'Playstation', 'VR', 'Xbox']);
    expect(familiesOf(['iOS', 'Android', 'Nintendo Switch 2'])).toEqual(['Mobile', 'Nintendo']);
  });

  it('knows the named distribution channels and nothing else', () => {
    for (const name of ['Steam', 'Epic Games Store', 'GOG', 'iOS', 'Android', 'itch.io', 'Meta Quest', 'Pico'])
      expect(isGamePlatform(name)).toBe(true);
    expect(isGamePlatform('toString')).toBe(false);
    expect(isGamePlatform('Dreamcast')).toBe(false);
  });
});
