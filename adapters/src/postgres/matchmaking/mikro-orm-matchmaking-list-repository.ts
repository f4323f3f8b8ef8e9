import type { GeneratedResults, MatchmakingList, MatchmakingListSummary } from '@lurkit/core/matchmaking/domain/matchmaking-list.entity.ts';
import type { CreatorMatch } from '@lurkit/core/matchmaking/domain/score-creator.ts';
import type { MatchmakingListRepositoryPort } from '@lurkit/core/matchmaking/ports/matchmaking-list-repository.port.ts';
import { centsOf } from '@lurkit/core/shared/money.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MatchmakingListEntity, type MatchmakingListRow, type StoredResults } from './matchmaking.entities.ts';

const toStored = (results: GeneratedResults): StoredResults => ({
  generatedAt: results.generatedAt.toISOString(),
  // Copies: the ORM writes into the json values it is handed, and the results are frozen.
  matches: results.matches.map((m) => ({ ...m })),
  totalSuggestedOfferCents: results.totalSuggestedOfferCents,
});

const fromStored = (stored: StoredResults): GeneratedResults => ({
  generatedAt: new Date(stored.generatedAt),
  matches: stored.matches as CreatorMatch[],
  totalSuggestedOfferCents: centsOf(stored.totalSuggestedOfferCents),
});

const fromRow = (row: MatchmakingListRow): MatchmakingList => ({
  id: row.id,
  companyId: row.company,
  brief: row.brief,
  createdAt: row.createdAt,
  results: row.results ? fromStored(row.results) : null,
  selectedCreatorIds: [...row.selectedCreatorIds],
});

export class MikroOrmMatchmakingListRepository implements MatchmakingListRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<MatchmakingList | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(MatchmakingListEntity, { id });
    return row ? fromRow(row) : null;
  }

  async save(list: MatchmakingList): Promise<void> {
    await unitOfWork(this.#em).upsert(
      MatchmakingListEntity,
      {
        id: list.id,
        company: list.companyId,
        brief: structuredClone(list.brief),
        createdAt: list.createdAt,
        results: list.results ? toStored(list.results) : null,
        matchCount: list.results?.matches.length ?? 0,
        selectedCreatorIds: [...list.selectedCreatorIds],
      },
      // The owner, brief and creation time never change after the first save.
      { onConflictFields: ['id'], onConflictAction: 'merge', onConflictExcludeFields: ['id', 'company', 'brief', 'createdAt'] },
    );
  }

  async listByCompany(companyId: string, limit: number): Promise<MatchmakingListSummary[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<
      {
        id: string;
        brief: MatchmakingListRow['brief'];
        created_at: Date;
        generated_at: string | null;
        match_count: number;
        selected: number;
      }[]
    >(
      `select id, brief, created_at, results->>'generatedAt' as generated_at, match_count, cardinality(selected_creator_ids) as selected
       from matchmaking_list where company_id = ? order by created_at desc, id desc limit ?`,
      [companyId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      brief: typeof r.brief === 'string' ? JSON.parse(r.brief) : r.brief,
      createdAt: new Date(r.created_at),
      generatedAt: r.generated_at ? new Date(r.generated_at) : null,
      matchCount: Number(r.match_count),
      selectedCount: Number(r.selected),
    }));
  }
}
