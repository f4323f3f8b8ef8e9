import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import { MISSION_RUN_STATES } from '@lurkit/core/missions/domain/mission-run.machine.ts';
import { knownValue } from '../shared/known-value.ts';
import type { MissionRow, MissionRunRow } from './mission.entity.ts';

const PUBLISH_COLUMNS = {
  publishState: 'draft',
  firstWentLiveAt: null,
  publishedAt: null,
  unpublishedAt: null,
  reviewNote: null,
  archivedAt: null,
} as const;
export const PUBLISH_FIELDS = Object.keys(PUBLISH_COLUMNS) as (keyof typeof PUBLISH_COLUMNS)[];

/** A new mission starts as a draft; saves after the insert leave the publish columns to publishing. */
export const missionToRow = ({ companyId, programId, published: _published, heldForReview: _held, ...m }: Mission): MissionRow => ({
  ...m,
  gameIds: [...m.gameIds],
  criteria: structuredClone(m.criteria) as MissionRow['criteria'],
  rewards: structuredClone(m.rewards) as MissionRow['rewards'],
  company: companyId,
  program: programId,
  ...PUBLISH_COLUMNS,
});

export const missionFromRow = (row: MissionRow): Mission => ({
  id: row.id,
  companyId: row.company,
  programId: row.program,
  name: row.name,
  description: row.description,
  kit: row.kit ?? null,
  gameIds: row.gameIds,
  startDate: row.startDate,
  endDate: row.endDate ?? null,
  automaticReview: row.automaticReview,
  repeatCount: row.repeatCount,
  proRatedFromPercent: row.proRatedFromPercent ?? null,
  criteria: row.criteria,
  rewards: row.rewards,
  published: row.publishState === 'published',
  heldForReview: row.publishState === 'waitingForReview',
  createdAt: row.createdAt,
});

export const runToRow = ({ missionId, creatorId, ...run }: MissionRun): MissionRunRow => ({
  ...run,
  submission: run.submission
    ? { items: structuredClone(run.submission.items), submittedAt: run.submission.submittedAt.toISOString() }
    : null,
  review: run.review ? { ...run.review, at: run.review.at.toISOString() } : null,
  rewardClaims: structuredClone(run.rewardClaims) as MissionRunRow['rewardClaims'],
  mission: missionId,
  creator: creatorId,
});

export const runFromRow = (row: MissionRunRow): MissionRun => ({
  id: row.id,
  missionId: row.mission,
  creatorId: row.creator,
  repeatNumber: row.repeatNumber,
  state: knownValue(MISSION_RUN_STATES, row.state, 'state'),
  joinedAt: row.joinedAt,
  submission: row.submission ? { items: row.submission.items, submittedAt: new Date(row.submission.submittedAt) } : null,
  // Reviews stored before pro-rating paid in full.
  review: row.review ? { ...row.review, sharePercent: row.review.sharePercent ?? 100, at: new Date(row.review.at) } : null,
  rewardClaims: row.rewardClaims,
  kitClaimedAt: row.kitClaimedAt ?? null,
  remindedAt: row.remindedAt ?? null,
  endedAt: row.endedAt ?? null,
});
