import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { CriteriaGroup } from '@lurkit/core/missions/domain/completion-criteria.ts';
import type { RewardClaim, RunReview, Submission } from '@lurkit/core/missions/domain/mission-run.entity.ts';

/** jsonb keeps instants as ISO text. */
export type StoredSubmission = Omit<Submission, 'submittedAt'> & { submittedAt: string };
export type StoredReview = Omit<RunReview, 'at'> & { at: string };
import type { MissionReward } from '@lurkit/core/missions/domain/mission-reward.ts';
import { CompanyEntity } from '../accounts/company.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { CreatorProgramEntity } from '../programs/creator-program.entity.ts';

/**
 * A mission of a Creator Program. Criteria groups and rewards are read and written whole, so jsonb.
 * The publish columns belong to publishing: the missions repository never writes them after the insert.
 */
export const MissionEntity = defineEntity({
  name: 'Mission',
  tableName: 'mission',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade').index('mission_company_id_index'),
    program: () => p.manyToOne(CreatorProgramEntity).mapToPk().deleteRule('cascade').index('mission_program_id_index'),
    name: p.string().length(100),
    description: p.text(),
    kit: p.text().nullable(),
    gameIds: p.array(),
    startDate: p.datetime(),
    endDate: p.datetime().nullable(),
    automaticReview: p.boolean(),
    repeatCount: p.integer(),
    proRatedFromPercent: p.integer().nullable(),
    criteria: p.json<CriteriaGroup[]>(),
    rewards: p.json<MissionReward[]>(),
    publishState: p.string().length(24),
    firstWentLiveAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
    unpublishedAt: p.datetime().nullable(),
    reviewNote: p.text().nullable(),
    archivedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type MissionRow = InferEntity<typeof MissionEntity>;

/** A creator's run of a mission; each repeat is a new row with the next number. */
export const MissionRunEntity = defineEntity({
  name: 'MissionRun',
  tableName: 'mission_run',
  properties: {
    id: p.uuid().primary(),
    mission: () => p.manyToOne(MissionEntity).mapToPk().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('mission_run_creator_id_index'),
    repeatNumber: p.integer(),
    state: p.string().length(16),
    joinedAt: p.datetime(),
    submission: p.json<StoredSubmission>().nullable(),
    review: p.json<StoredReview>().nullable(),
    rewardClaims: p.json<RewardClaim[]>(),
    kitClaimedAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'mission_run_repeat_unique', properties: ['mission', 'creator', 'repeatNumber'] }],
  indexes: [{ name: 'mission_run_mission_state_index', properties: ['mission', 'state', 'joinedAt'] }],
});
export type MissionRunRow = InferEntity<typeof MissionRunEntity>;

/** A click on a creator's tracked link of a CLICKS criterion; bots are filtered before the insert. */
export const MissionClickEntity = defineEntity({
  name: 'MissionClick',
  tableName: 'mission_click',
  properties: {
    id: p.bigint().primary().autoincrement(),
    mission: () => p.manyToOne(MissionEntity).mapToPk().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('mission_click_creator_id_index'),
    criterionId: p.string().length(64),
    clickedAt: p.datetime(),
  },
  indexes: [{ name: 'mission_click_count_index', properties: ['mission', 'creator', 'criterionId', 'clickedAt'] }],
});

export const missionsEntities = [MissionEntity, MissionRunEntity, MissionClickEntity];
