import type { PublishSubject } from '@lurkit/core/publishing/domain/publish-subject.ts';
import type { PublishableActivation } from '@lurkit/core/publishing/domain/publishable-activation.entity.ts';
import type { ActivationPublishingRepositoryPort } from '@lurkit/core/publishing/ports/activation-publishing-repository.port.ts';
import { PUBLISH_STATES } from '@lurkit/core/shared/campaign-status.ts';
import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import type { ArchivedActivation } from '@lurkit/core/publishing/domain/archived-activation.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { knownValue } from '../shared/known-value.ts';
import { listArchivedActivations } from './archived-activations.ts';

/** The columns every activation table keeps for publishing (spec 4): the same names in each. */
export interface PublishColumns {
  id: string;
  company: string;
  publishState: string;
  firstWentLiveAt?: Date | null;
  publishedAt?: Date | null;
  unpublishedAt?: Date | null;
  reviewNote?: string | null;
  archivedAt?: Date | null;
}

/** One activation kind's table as publishing reads it: the row's entity and the facts its checks need. */
export interface PublishableTable<Row extends PublishColumns> {
  entity: EntityName<Row>;
  subjectOf: (row: Row) => PublishSubject;
  /** Whether the table stamps its last change; a publish is a change like any other. */
  hasUpdatedAt: boolean;
}

/**
 * Publishing's view of one activation kind's table: the facts the publish checks read, and a save
 * that writes only the publish columns. Key campaigns, Quests and Missions differ only in the table.
 */
export class ActivationPublishingRepository<Row extends PublishColumns> implements ActivationPublishingRepositoryPort {
  readonly #em: EntityManager;
  readonly #table: PublishableTable<Row>;

  constructor(em: EntityManager, table: PublishableTable<Row>) {
    this.#em = em;
    this.#table = table;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(this.#table.entity, { id } as FilterQuery<Row>);
    if (!row) return null;
    return {
      id: row.id,
      companyId: row.company,
      publishState: knownValue(PUBLISH_STATES, row.publishState, 'publishState'),
      subject: this.#table.subjectOf(row as Row),
      firstWentLiveAt: row.firstWentLiveAt ?? null,
      publishedAt: row.publishedAt ?? null,
      unpublishedAt: row.unpublishedAt ?? null,
      reviewNote: row.reviewNote ?? null,
      archivedAt: row.archivedAt ?? null,
    };
  }

  async save(activation: PublishableActivation): Promise<void> {
    if (!isUuid(activation.id)) return;
    const columns = {
      publishState: activation.publishState,
      firstWentLiveAt: activation.firstWentLiveAt,
      publishedAt: activation.publishedAt,
      unpublishedAt: activation.unpublishedAt,
      reviewNote: activation.reviewNote,
      archivedAt: activation.archivedAt,
      ...(this.#table.hasUpdatedAt ? { updatedAt: new Date() } : {}),
    };
    await unitOfWork(this.#em).nativeUpdate(this.#table.entity, { id: activation.id } as FilterQuery<Row>, columns as never);
  }

  /** Runs, participants and slots go with it (their foreign keys cascade); a draft has none that matter. */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await unitOfWork(this.#em).nativeDelete(this.#table.entity, { id } as FilterQuery<Row>)) > 0;
  }

  listArchived(page: PageRequest): Promise<ArchivedActivation[]> {
    return listArchivedActivations(this.#em, page);
  }
}

/** Finds an activation in whichever kind's table holds its id (ids are uuids, unique across tables). */
export class ActivationPublishingRouter implements ActivationPublishingRepositoryPort {
  readonly #owners: readonly ActivationPublishingRepositoryPort[];

  constructor(owners: readonly ActivationPublishingRepositoryPort[]) {
    this.#owners = owners;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    for (const owner of this.#owners) {
      const found = await owner.findById(id);
      if (found) return found;
    }
    return null;
  }

  async save(activation: PublishableActivation): Promise<void> {
    for (const owner of this.#owners) {
      if (await owner.findById(activation.id)) return owner.save(activation);
    }
  }

  async delete(id: string): Promise<boolean> {
    for (const owner of this.#owners) {
      if (await owner.delete(id)) return true;
    }
    return false;
  }

  listArchived(page: PageRequest): Promise<ArchivedActivation[]> {
    return this.#owners[0]?.listArchived(page) ?? Promise.resolve([]);
  }
}
