import { formatUsd } from '../format/format.ts';

/** A report's figures as the ui shows them; money in integer cents USD, null where there is none. */
export interface ReportFiguresView {
  creators: number;
  contentPieces: number;
  reach: number;
  hoursWatched: number;
  costCents: number | null;
  costPerHourWatchedCents: number | null;
}

export const formatSpend = (cents: number | null): string => (cents === null ? '–' : formatUsd(cents));

export const ACTIVATION_KIND_LABELS: Record<string, string> = {
  KEY: 'Key campaign',
  MISSION: 'Mission',
  QUEST: 'Quest',
  CREATOR_PROGRAM: 'Creator Program',
};
