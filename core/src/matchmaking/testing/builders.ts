import { centsOf } from '../../shared/money.ts';
import type { CreatorCandidate } from '../domain/creator-candidate.ts';
import { parseBrief } from '../domain/matchmaking-brief.ts';
import type { MatchmakingBrief, MatchmakingBriefInput } from '../domain/matchmaking-brief.schema.ts';
import type { MatchmakingList } from '../domain/matchmaking-list.entity.ts';
import { seededRandom, seededSource } from '../../shared/testing/seeded-random.ts';

export const BUILDER_NOW = new Date('2026-02-01T10:00:00.000Z');
const { seededWord } = seededSource(20_260_201);
const seededId = (prefix: string): string => `${prefix}-${seededWord(8)}`;

/** A brief every default candidate matches perfectly (100 points, EXCELLENT). */
export function aBriefInput(): MatchmakingBriefInput {
  return {
    activation: { type: 'QUEST', id: 'quest-1' },
    objective: 'AWARENESS',
    strategy: 'BALANCED',
    gameId: 'game-main',
    similarGameIds: ['game-similar'],
    languages: ['en'],
    locations: [],
    budget: { totalCents: 1_000_000, perRegionCents: {}, maxBidPerHourWatchedCents: 100 },
    minContentDurationHours: 2,
    hoursPerCreator: 2,
  };
}

export function aBrief(changes: Partial<MatchmakingBriefInput> = {}): MatchmakingBrief {
  const parsed = parseBrief({ ...aBriefInput(), ...changes });
  if (!parsed.ok) throw new Error(`Invalid test brief: ${parsed.error.field} ${parsed.error.message}`);
  return parsed.value;
}

export class CandidateBuilder {
  #candidate: CreatorCandidate;

  constructor() {
    this.#candidate = {
      id: seededId('creator'),
      country: 'SE',
      region: 'EUROPE',
      languages: ['en'],
      gameIds: ['game-main'],
      platform: 'twitch',
      averageCcv: 500,
      averageStreamHours: 3,
      minimumDealCents: centsOf(0),
    };
  }

  #with(changes: Partial<CreatorCandidate>): this {
    this.#candidate = { ...this.#candidate, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  from(country: string, region: CreatorCandidate['region']) {
    return this.#with({ country, region });
  }
  speaking(...languages: string[]) {
    return this.#with({ languages });
  }
  playing(...gameIds: string[]) {
    return this.#with({ gameIds });
  }
  on(platform: CreatorCandidate['platform']) {
    return this.#with({ platform });
  }
  withCcv(averageCcv: number) {
    return this.#with({ averageCcv });
  }
  withStreamHours(averageStreamHours: number) {
    return this.#with({ averageStreamHours });
  }
  withObservedWishlists(perHourWatched: number | null) {
    return this.#with({ observedWishlistsPerHourWatched: perHourWatched });
  }
  withMinimumDeal(cents: number) {
    return this.#with({ minimumDealCents: centsOf(cents) });
  }

  build(): CreatorCandidate {
    return { ...this.#candidate };
  }
}
export const aCandidate = () => new CandidateBuilder();

export class MatchmakingListBuilder {
  #list: MatchmakingList;

  constructor() {
    this.#list = {
      id: globalThis.crypto.randomUUID(),
      companyId: globalThis.crypto.randomUUID(),
      brief: aBrief(),
      createdAt: BUILDER_NOW,
      results: null,
      selectedCreatorIds: [],
    };
  }

  withCompany(companyId: string) {
    this.#list = { ...this.#list, companyId };
    return this;
  }
  createdAt(at: Date) {
    this.#list = { ...this.#list, createdAt: at };
    return this;
  }
  withBrief(brief: MatchmakingBrief) {
    this.#list = { ...this.#list, brief };
    return this;
  }

  build(): MatchmakingList {
    return { ...this.#list };
  }
}
export const aMatchmakingList = () => new MatchmakingListBuilder();

const COUNTRIES = [
  ['SE', 'EUROPE'],
  ['DE', 'EUROPE'],
  ['US', 'NORTH_AMERICA'],
  ['BR', 'SOUTH_AMERICA'],
  ['JP', 'ASIA'],
] as const;
const PROVIDERS = ['twitch', 'youtube', 'tiktok'] as const;
const LANGUAGES = ['en', 'de', 'sv', 'pt', 'ja'];
const GAMES = ['game-main', 'game-similar', 'game-other-1', 'game-other-2', 'game-other-3'];
const pick = <T>(values: readonly T[], r: () => number): T => values[Math.floor(r() * values.length)] as T;

/** `count` deterministic creators with ids `gen-000000`.., spread over sizes, places, games and prices. */
export function generateCandidates(count: number, seed = 7): CreatorCandidate[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const [country, region] = pick(COUNTRIES, r);
    return {
      id: `gen-${String(i).padStart(6, '0')}`,
      country,
      region,
      languages: [pick(LANGUAGES, r)],
      gameIds: [pick(GAMES, r), pick(GAMES, r)],
      platform: pick(PROVIDERS, r),
      averageCcv: Math.floor(10 ** (r() * 5)),
      averageStreamHours: 0.5 + Math.floor(r() * 12) / 2,
      minimumDealCents: centsOf(Math.floor(r() * 4) * 25_000),
    };
  });
}
