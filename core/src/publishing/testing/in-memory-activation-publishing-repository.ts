import { keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { archivedKey, type ArchivedActivation } from '../domain/archived-activation.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import type { ActivationPublishingRepositoryPort } from '../ports/activation-publishing-repository.port.ts';

/** Twin of the database adapter; stores copies so a test cannot change what is saved by accident. */
export class InMemoryActivationPublishingRepository implements ActivationPublishingRepositoryPort {
  readonly #activations = new Map<string, PublishableActivation>();

  async findById(id: string): Promise<PublishableActivation | null> {
    const found = this.#activations.get(id);
    return found ? structuredClone(found) : null;
  }

  async save(activation: PublishableActivation): Promise<void> {
    this.#activations.set(activation.id, structuredClone(activation));
  }

  async delete(id: string): Promise<boolean> {
    return this.#activations.delete(id);
  }

  async listArchived(page: PageRequest): Promise<ArchivedActivation[]> {
    const archived = [...this.#activations.values()].flatMap((a) =>
      a.archivedAt ? [{ id: a.id, kind: a.subject.kind, companyId: a.companyId, name: nameOf(a), archivedAt: a.archivedAt }] : [],
    );
    return keysetPage(archived, archivedKey, page).map((a) => structuredClone(a));
  }
}

/** Missions' publish facts carry no name; the twin names them by id, as the list only needs one to show. */
const nameOf = (a: PublishableActivation): string => ('name' in a.subject ? a.subject.name : a.id);
