import type { KeyCampaignSummary } from '../key-campaign-card/KeyCampaignCard.tsx';
import type { KeyEligibility, PlatformKeys } from './key-campaign.types.ts';

/** Story data for the creator's Key campaign screens: one clock, plausible games, every availability. */
export const STORY_NOW = new Date('2026-03-20T10:00:00.000Z');

/** A flat picture as a data URL, so stories need no network. */
export const picture = (fill: string, width = 640, height = 360) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  );

export const keysOf = (...sets: [platform: string, available: number, offered: number][]): PlatformKeys[] =>
  sets.map(([platform, available, offered]) => ({
    platform,
    available,
    offered,
    availability: available <= 0 ? 'OUT' : available * 10 < offered ? 'LOW' : 'HIGH',
  }));

export const aCampaign = (overrides: Partial<KeyCampaignSummary> = {}): KeyCampaignSummary => ({
  id: 'kc-1',
  name: 'Frostbound: early access keys',
  gameName: 'Frostbound',
  headerImageUrl: picture('#2b3a55'),
  genres: ['Survival', 'Crafting'],
  platforms: ['Steam', 'Xbox Series X|S'],
  category: 'game',
  startDate: '2026-03-01T08:00:00.000Z',
  endDate: '2026-04-30T21:59:00.000Z',
  status: 'active',
  company: { id: '3b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f', name: 'Northern Lights Games' },
  keysLeft: keysOf(['Steam', 42, 100], ['Xbox Series X|S', 3, 50]),
  eligible: true,
  ...overrides,
});

const names = ['Ember Tide', 'Pixel Harbor', 'Skyline Drift', 'Moss & Iron', 'Lantern Keep', 'Rune Circuit', 'Quiet Orbit', 'Salt Crown'];
const fills = ['#3d2b55', '#1f4d4a', '#553a2b', '#2b4755', '#4a1f3d', '#35552b', '#2b2f55', '#55502b'];

/** `count` distinct campaigns for rows and grids. */
export const campaigns = (count: number, start = 0): KeyCampaignSummary[] =>
  Array.from({ length: count }, (_, i) => {
    const n = start + i;
    const game = names[n % names.length] ?? 'Game';
    return aCampaign({
      id: `kc-${n + 1}`,
      name: `${game}${n >= names.length ? ` ${Math.floor(n / names.length) + 1}` : ''}: creator keys`,
      gameName: game,
      headerImageUrl: picture(fills[n % fills.length] ?? '#333'),
      eligible: n % 3 !== 2,
    });
  });

export const eligibleEverywhere: KeyEligibility = {
  eligible: true,
  groups: [
    { group: 'location', status: 'Passed', reasons: ['You are in Sweden, one of the campaign countries.'] },
    { group: 'language', status: 'Passed', reasons: ['You make content in English.'] },
    { group: 'audience', status: 'Passed', reasons: ['Twitch: 1,240 followers (at least 500 asked).'] },
    { group: 'membership', status: 'Passed', reasons: ['No creator program membership is asked.'] },
  ],
};

export const outsideLocation: KeyEligibility = {
  eligible: false,
  groups: [
    { group: 'location', status: 'Not met', reasons: ['The campaign is open to creators in Europe; you are in Brazil.'] },
    { group: 'language', status: 'Passed', reasons: ['You make content in English.'] },
    { group: 'audience', status: 'Passed', reasons: ['Twitch: 1,240 followers (at least 500 asked).'] },
    { group: 'membership', status: 'Passed', reasons: ['No creator program membership is asked.'] },
  ],
};

export const channelTooSmall: KeyEligibility = {
  eligible: false,
  groups: [
    { group: 'location', status: 'Passed', reasons: ['You are in Sweden, one of the campaign countries.'] },
    { group: 'language', status: 'Passed', reasons: ['You make content in English.'] },
    { group: 'audience', status: 'Not met', reasons: ['Twitch: 120 followers (at least 500 asked).', 'YouTube: no channel connected.'] },
    { group: 'membership', status: 'Passed', reasons: ['No creator program membership is asked.'] },
  ],
};

export const GENRES = ['Survival', 'Crafting', 'Roguelike', 'Strategy', 'Horror'].map((g) => ({ value: g.toLowerCase(), label: g }));
export const PLATFORMS = ['Steam', 'Epic', 'PlayStation 5', 'Xbox Series X|S', 'Switch'].map((p) => ({ value: p, label: p }));
