import { describe, expect, it } from 'vitest';
import { platformFilterForWire, withPlatformIds } from './platform-ids.ts';

describe('platforms on the wire', () => {
  it('spells every platform of a step as the API enum, leaving everything else alone', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    expect(
      withPlatformIds({
        keys: [{ platform: 'PlayStation 5', count: 2 }],
        platforms: ['Steam', 'ps5'],
        rewards: [{ kind: 'codes', platforms: ['Xbox Series X|S'] }],
        name: 'Steam',
        embargo: at,
      }),
    ).toEqual({
      keys: [{ platform: 'PLAYSTATION_5', count: 2 }],
      platforms: ['STEAM', 'PLAYSTATION_5'],
      rewards: [{ kind: 'codes', platforms: ['XBOX_SERIES_X_S'] }],
      name: 'Steam',
      embargo: at,
    });
  });

  it('sends a browse filter as its families and platforms', () => {
    expect(platformFilterForWire(['Playstation', 'Steam'])).toEqual({ families: ['Playstation'], platforms: ['STEAM'] });
  });
});
