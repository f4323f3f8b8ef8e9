import type { AuthenticityView } from '../insights/AudienceAuthenticity.tsx';

/** What the matchmaking components show; the web maps its GraphQL results onto these. */
export type MatchScore = 'EXCELLENT' | 'GREAT' | 'GOOD' | 'AVERAGE' | 'POOR';
export type MatchmakingObjective = 'AWARENESS' | 'ENGAGEMENT' | 'CONVERSION';
export type MatchmakingStrategy = 'FEW_LARGE_CREATORS' | 'BALANCED' | 'MANY_SMALL_CREATORS';
export type MatchmakingActivationType = 'CREATOR_PROGRAM' | 'KEY' | 'MISSION' | 'QUEST';

export interface MatchmakingActivationOption {
  type: MatchmakingActivationType;
  id: string;
  name: string;
  /** The activation's game by name (a Key campaign's), which prefills the targeting's game. */
  gameName?: string | null;
}

export interface MatchmakingBriefView {
  activationType: MatchmakingActivationType;
  activationName: string | null;
  objective: MatchmakingObjective;
  strategy: MatchmakingStrategy;
  gameName: string | null;
  languages: readonly string[];
  locations: readonly string[];
  budget: {
    total: { cents: number };
    perRegion: readonly { location: string; amount: { cents: number } }[];
    maxBidPerHourWatched: { cents: number };
  };
  minContentDurationHours: number;
  hoursPerCreator: number;
}

export interface MatchRow {
  creatorId: string;
  creator: { displayName: string; username: string; country: string | null };
  /** The creator's audience authenticity over the last 30 days with its reasons; null or absent shows none. */
  authenticity?: AuthenticityView;
  matchScore: MatchScore;
  points: number;
  suggestedOffer: { cents: number };
  predictedCcv: number;
  estimatedCostPerHour: { cents: number };
  selected: boolean;
}

export interface MatchmakingListRow {
  id: string;
  createdAt: string;
  matchCount: number;
  selectedCount: number;
  brief: Pick<MatchmakingBriefView, 'activationName' | 'activationType' | 'objective' | 'gameName'>;
}

export const OBJECTIVE_LABELS: Readonly<Record<MatchmakingObjective, string>> = {
  AWARENESS: 'Awareness',
  ENGAGEMENT: 'Engagement',
  CONVERSION: 'Conversion',
};
export const STRATEGY_LABELS: Readonly<Record<MatchmakingStrategy, string>> = {
  FEW_LARGE_CREATORS: 'Few large creators',
  BALANCED: 'Balanced',
  MANY_SMALL_CREATORS: 'Many small creators',
};
export const ACTIVATION_LABELS: Readonly<Record<MatchmakingActivationType, string>> = {
  CREATOR_PROGRAM: 'Creator Program',
  KEY: 'Key campaign',
  MISSION: 'Mission',
  QUEST: 'Quest',
};
export const MATCH_SCORE_LABELS: Readonly<Record<MatchScore, string>> = {
  EXCELLENT: 'Excellent',
  GREAT: 'Great',
  GOOD: 'Good',
  AVERAGE: 'Average',
  POOR: 'Poor',
};
