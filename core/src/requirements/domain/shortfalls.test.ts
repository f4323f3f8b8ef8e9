import { describe, expect, it } from 'vitest';
import { aChannel, creator, requirements } from '../testing/requirements-builders.ts';
import { shortfallsOf } from './eligibility.ts';
import { evaluateRequirements } from './evaluate-requirements.ts';

describe('shortfallsOf: what a creator misses, and by how much', () => {
  it('names each channel size asked for and what the creator has', () => {
    const req = requirements({ audience: { twitchFollowers: 250, youtubeSubscribers: 500 } });
    const result = evaluateRequirements(req, creator({ channels: [aChannel('twitch', { followers: 212 })] }));
    expect(shortfallsOf(result)).toEqual([
      { label: 'Twitch followers', required: 250, actual: 212 },
      { label: 'YouTube subscribers', required: 500, actual: null },
    ]);
  });

  it('is empty once any size in the group is met, and when the group is waived for all creators', () => {
    const req = requirements({ audience: { twitchFollowers: 250, youtubeSubscribers: 500 } });
    const bigOnYoutube = creator({ channels: [aChannel('twitch', { followers: 10 }), aChannel('youtube', { followers: 900 })] });
    expect(shortfallsOf(evaluateRequirements(req, bigOnYoutube))).toEqual([]);
    const open = requirements({ audience: { twitchFollowers: 250 }, allowOffersFromAllCreators: true });
    expect(shortfallsOf(evaluateRequirements(open, creator({ channels: [aChannel('twitch', { followers: 12 })] })))).toEqual([]);
  });
});
