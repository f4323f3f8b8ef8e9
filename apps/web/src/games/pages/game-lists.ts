/** The three public lists under /games (spec section 2), by their path segment. */
export const GAME_LIST_PAGES = [
  { id: 'new-game-releases', label: 'New releases', description: 'Games out in the last 90 days, newest first.', upcoming: false },
  { id: 'anticipated-games', label: 'Anticipated', description: 'Games not out yet that most players are waiting for.', upcoming: true },
  { id: 'upcoming-games', label: 'Upcoming', description: 'Games with a release date, soonest first.', upcoming: true },
] as const;
export type GameListId = (typeof GAME_LIST_PAGES)[number]['id'];
