import type {
  AccessStepInput,
  BasicsStepInput,
  CreatorKitStepInput,
  GameInfoStepInput,
  RequirementsStepInput,
} from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';
import type { KitItem } from './kit-item.ts';
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

export const savedAccess: AccessStepInput = {
  visibility: 'discoverable',
  creatorListIds: [],
  whitelist: [],
  creatorProgramId: null,
  allowOffersFromAllCreators: false,
  vipAccess: true,
};

export const creatorLists = [
  { id: 'list-1', name: 'Cozy streamers' },
  { id: 'list-2', name: 'Survival specialists' },
];
export const creatorPrograms = [{ id: 'program-1', name: 'Northern Lights Insiders' }];

/** Code Manager items: Frostfall has stock on three stores, one nearly empty and one out. */
export const kitItems: readonly KitItem[] = [
  {
    id: 'item-1',
    name: 'Frostfall',
    type: 'game',
    platforms: [
      { platform: 'Steam', available: 1200, availability: 'HIGH' },
      { platform: 'PlayStation 5', available: 8, availability: 'LOW' },
      { platform: 'Xbox Series X|S', available: 0, availability: 'OUT' },
    ],
  },
  { id: 'item-2', name: 'Frostfall: Deep Winter', type: 'dlc', platforms: [{ platform: 'Steam', available: 300, availability: 'HIGH' }] },
];

export const emptyCreatorKit: CreatorKitStepInput = { codeItemId: null, keys: [], specialInstructions: '', embargo: null };
export const savedCreatorKit: CreatorKitStepInput = {
  codeItemId: 'item-1',
  keys: [{ platform: 'Steam', count: 100 }],
  specialInstructions: 'Mention the winter update in your first video.',
  embargo: '2026-05-10T16:00:00.000Z',
};
