import type { BasicsStepInput, GameInfoStepInput, RequirementsStepInput } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import type { SteamGame } from './SteamImport.tsx';

/** A saved draft's Basics: the dates are UTC, shown in Stockholm time. */
export const savedBasics: BasicsStepInput = {
  name: 'Frostfall launch keys',
  startDate: '2026-05-04T07:00:00.000Z',
  endDate: '2026-06-01T21:59:00.000Z',
  plannedRelease: null,
  tags: ['survival', 'co-op'],
};

export const emptyBasics: BasicsStepInput = { name: '', startDate: null, endDate: null, plannedRelease: null, tags: [] };

export const savedGameInfo: GameInfoStepInput = {
  gameName: 'Frostfall',
  description: 'Survive the long winter with up to four friends.',
  genres: ['Survival', 'Co-op'],
  media: ['https://cdn.example.com/frostfall/header.jpg'],
  steamAppId: null,
};

export const emptyGameInfo: GameInfoStepInput = { gameName: '', description: '', genres: [], media: [], steamAppId: null };

/** What the Steam catalogue answers for Frostfall's store page. */
export const steamFrostfall: SteamGame = {
  name: 'Frostfall',
  description: 'A co-op survival game set in an endless winter.',
  genres: ['Survival', 'Indie'],
  media: ['https://cdn.example.com/steam/1145360/header.jpg', 'https://cdn.example.com/steam/1145360/shot1.jpg'],
  missingDescription: false,
  sandbox: false,
};

const noAudience: RequirementsStepInput['audience'] = {
  twitchFollowers: null,
  twitchAverageConcurrentViewers: null,
  youtubeSubscribers: null,
  youtubeAverageConcurrentViewers: null,
  youtubeAverageViewsPerVideo: null,
  youtubeAverageViewsPerShort: null,
  tiktokFollowers: null,
  tiktokAverageViewsPerShort: null,
};

export const emptyRequirements: RequirementsStepInput = {
  audience: noAudience,
  location: { countries: [], continents: [] },
  languages: [],
};

export const savedRequirements: RequirementsStepInput = {
  audience: { ...noAudience, twitchAverageConcurrentViewers: 25, youtubeSubscribers: 1000 },
  location: { countries: ['SE', 'NO'], continents: [] },
  languages: ['en', 'sv'],
};
