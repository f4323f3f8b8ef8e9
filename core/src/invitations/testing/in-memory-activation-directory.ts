import type { ActivationType } from '../domain/invitation.entity.ts';
import type { ActivationDirectoryPort, ActivationSummary } from '../ports/activation-directory.port.ts';

export class InMemoryActivationDirectory implements ActivationDirectoryPort {
  readonly #activations = new Map<string, ActivationSummary>();

  add(type: ActivationType, id: string, summary: ActivationSummary): void {
    this.#activations.set(`${type}/${id}`, { ...summary });
  }

  async findActivation(type: ActivationType, id: string): Promise<ActivationSummary | null> {
    const found = this.#activations.get(`${type}/${id}`);
    return found ? { ...found } : null;
  }
}
