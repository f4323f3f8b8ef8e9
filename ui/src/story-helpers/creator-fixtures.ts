/** A creator row as company screens list them; shared by the table and chart stories. */
export interface CreatorRow {
  id: string;
  name: string;
  followers: number;
  hoursWatched: number;
  state: 'pending' | 'accepted' | 'rejected' | 'waitlist';
}

const names = [
  'Anna Streams',
  'Björn Plays',
  'Cleo Gaming',
  'Dani Speedruns',
  'Elin Retro',
  'Farid Tactics',
  'Greta Cozy',
  'Hugo Horror',
  'Iris Indie',
  'Jonas Jumps',
  'Klara Karts',
  'Åsa Arcade',
];
const states = ['pending', 'accepted', 'rejected', 'waitlist'] as const;

/** Twelve creators with distinct, deterministic figures (no randomness, so screenshots stay stable). */
export const creators: CreatorRow[] = names.map((name, index) => ({
  id: `creator-${index + 1}`,
  name,
  followers: ((index * 7919) % 12_000) + 250,
  hoursWatched: ((index * 613) % 3_000) + 40,
  state: states[index % states.length] ?? 'pending',
}));
