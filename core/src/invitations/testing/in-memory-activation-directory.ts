import type { ActivationType } from '../domain/invitation.entity.ts';
import { activationKey, type ActivationDirectoryPort, type ActivationSummary } from '../ports/activation-directory.port.ts';

export class InMemoryActivationDirectory implements ActivationDirectoryPort {
  readonly #activations = new Map<string, ActivationSummary>();

  add(type: ActivationType, id: string, summary: ActivationSummary): void {
    this.#activations.set(activationKey(type, id), { ...summary });
  }

  async findActivation(type: ActivationType, id: string): Promise<ActivationSummary | null> {
    const found = this.#activations.get(activationKey(type, id));
    return found ? { ...found } : null;
  }

  async findActivations(refs: readonly { type: ActivationType; id: string }[]): Promise<Map<string, ActivationSummary>> {
    const found = new Map<string, ActivationSummary>();
    for (const { type, id } of refs) {
      const summary = this.#activations.get(activationKey(type, id));
      if (summary) found.set(activationKey(type, id), { ...summary });
    }
    return found;
  }
}
