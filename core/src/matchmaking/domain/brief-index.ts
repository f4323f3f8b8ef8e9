import type { CreatorCandidate } from './creator-candidate.ts';
import type { MatchmakingBrief } from './matchmaking-brief.schema.ts';
import type { GameFit } from './scoring-model.ts';

/**
 * The brief's lists as Sets, built once per ranking so each creator is checked in time proportional
 * to its own short lists, never to the brief's (100,000 creators stay a single linear pass).
 */
export interface BriefIndex {
  readonly brief: MatchmakingBrief;
  readonly similarGames: ReadonlySet<string>;
  /** Null when the brief names none: every creator passes. */
  readonly languages: ReadonlySet<string> | null;
  readonly locations: ReadonlySet<string> | null;
}

const setOrNull = (values: readonly string[]): ReadonlySet<string> | null => (values.length ? new Set(values) : null);

export function indexBrief(brief: MatchmakingBrief): BriefIndex {
  return {
    brief,
    similarGames: new Set(brief.similarGameIds),
    languages: setOrNull(brief.languages),
    locations: setOrNull(brief.locations),
  };
}

export function gameFitOf(creator: CreatorCandidate, index: BriefIndex): GameFit {
  let fit: GameFit = 'OTHER';
  for (const gameId of creator.gameIds) {
    if (gameId === index.brief.gameId) return 'MAIN';
    if (index.similarGames.has(gameId)) fit = 'SIMILAR';
  }
  return fit;
}

export function speaksBriefLanguage(creator: CreatorCandidate, index: BriefIndex): boolean {
  return index.languages === null || creator.languages.some((language) => index.languages?.has(language));
}

export function isInBriefLocation(creator: CreatorCandidate, index: BriefIndex): boolean {
  return index.locations === null || index.locations.has(creator.country) || index.locations.has(creator.region);
}
