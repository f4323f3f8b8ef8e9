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
}
