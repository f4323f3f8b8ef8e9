import type { AuthenticityLevel } from './AudienceAuthenticity.tsx';

interface Fixture {
  score: number | null;
  level: AuthenticityLevel | null;
  signals: { code: string; message: string }[];
}

/** A clean and a flagged audience, for every story that shows a creator card or row. */
export const CLEAN_AUTHENTICITY: Fixture = { score: 100, level: 'LIKELY_GENUINE', signals: [] };

export const FLAGGED_AUTHENTICITY: Fixture = {
  score: 35,
  level: 'DOUBTFUL',
  signals: [
    {
      code: 'CHATTERS_PER_VIEWER_LOW',
      message: 'Only 2.0% of viewers were in the chat while live (40 chatters over 2,000 viewers counted); real audiences show over 20.0%.',
    },
    { code: 'VIEWER_SPIKES', message: "Viewers jumped to over 4 times the day's average on 5 of 6 stream days." },
  ],
};
