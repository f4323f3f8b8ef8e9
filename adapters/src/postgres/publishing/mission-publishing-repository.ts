import type { PublishableActivation } from '@lurkit/core/publishing/domain/publishable-activation.entity.ts';
import type { ActivationPublishingRepositoryPort } from '@lurkit/core/publishing/ports/activation-publishing-repository.port.ts';
import { PUBLISH_STATES } from '@lurkit/core/shared/campaign-status.ts';
import { allCriteria } from '@lurkit/core/missions/domain/completion-criteria.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MissionEntity } from '../missions/mission.entity.ts';
import { missionFromRow } from '../missions/missions.mappers.ts';
import { knownValue } from '../shared/known-value.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Publishing's view of missions: the facts the mission publish checks read, and a save of the publish columns only. */
export class MissionPublishingRepository implements ActivationPublishingRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(MissionEntity, { id });
    if (!row) return null;
    const mission = missionFromRow(row);
    return {
      id: mission.id,
      companyId: mission.companyId,
      publishState: knownValue(PUBLISH_STATES, row.publishState, 'publishState'),
      subject: {
        kind: 'mission',
        startDate: mission.startDate,
        criterionCount: allCriteria(mission.criteria).length,
        gameCount: mission.gameIds.length,
        rewardCount: mission.rewards.length,
      },
      firstWentLiveAt: row.firstWentLiveAt ?? null,
      publishedAt: row.publishedAt ?? null,
      unpublishedAt: row.unpublishedAt ?? null,
      reviewNote: row.reviewNote ?? null,
    };
  }

  /**
   * Staff's queue: missions held for account review (a company's first published item), longest
   * waiting first, with their company's name; at most `limit`.
   */
  async listHeld(limit: number): Promise<{ missionId: string; companyName: string; heldSince: Date }[]> {
    const rows = await unitOfWork(this.#em).execute<{ id: string; company_name: string; held_since: Date | string }[]>(
      `select m.id, c.name as company_name, coalesce(m.published_at, m.created_at) as held_since
       from mission m join company c on c.id = m.company_id
       where m.publish_state = 'waitingForReview'
       order by coalesce(m.published_at, m.created_at), m.id limit ?`,
      [limit],
    );
    return rows.map((r) => ({ missionId: r.id, companyName: r.company_name, heldSince: new Date(r.held_since) }));
  }

  async save(activation: PublishableActivation): Promise<void> {
    if (!isUuid(activation.id)) return;
    await unitOfWork(this.#em).nativeUpdate(
      MissionEntity,
      { id: activation.id },
      {
        publishState: activation.publishState,
        firstWentLiveAt: activation.firstWentLiveAt,
        publishedAt: activation.publishedAt,
        unpublishedAt: activation.unpublishedAt,
        reviewNote: activation.reviewNote,
      },
    );
  }
}
