import type { MatchmakingBrief } from '@lurkit/core/matchmaking/domain/matchmaking-brief.schema.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/** The stored form of core's GeneratedResults: generatedAt as an ISO string, matches as they were. */
export interface StoredResults {
  generatedAt: string;
  matches: unknown[];
  totalSuggestedOfferCents: number;
}

/**
 * A company's matchmaking list: the wizard's brief and, once generated, its results as one value
 * (spec: static once generated). The selection changes, so it has its own column; the counts the
 * lists page shows are columns too, so that page never reads the results.
 */
export const MatchmakingListEntity = defineEntity({
  name: 'MatchmakingList',
  tableName: 'matchmaking_list',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    brief: p.json<MatchmakingBrief>(),
    createdAt: p.datetime(),
    results: p.json<StoredResults>().nullable(),
    matchCount: p.integer(),
    selectedCreatorIds: p.array(),
  },
  indexes: [{ name: 'matchmaking_list_company_created_index', properties: ['company', 'createdAt'] }],
});
export type MatchmakingListRow = InferEntity<typeof MatchmakingListEntity>;

export const matchmakingEntities = [MatchmakingListEntity];
