import type { ProgramActivation, ProgramActivationKind } from '../domain/program-activations.ts';
import type { ProgramActivationsPort } from '../ports/program-activations.port.ts';

/** Activations a test adds by hand, with who takes part in which. */
export class InMemoryProgramActivations implements ProgramActivationsPort {
  readonly #activations: { programId: string; activation: ProgramActivation }[] = [];
  readonly #taking: { creatorId: string; activationId: string }[] = [];

  add(programId: string, activation: ProgramActivation): void {
    this.#activations.push({ programId, activation });
  }

  join(creatorId: string, activationId: string): void {
    this.#taking.push({ creatorId, activationId });
  }

  async listForProgram(programId: string, kind: ProgramActivationKind): Promise<ProgramActivation[]> {
    return this.#activations
      .filter((a) => a.programId === programId && a.activation.kind === kind)
      .map((a) => a.activation)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async takingPart(programId: string, kind: ProgramActivationKind, creatorId: string): Promise<string[]> {
    const ids = new Set((await this.listForProgram(programId, kind)).map((a) => a.id));
    return this.#taking.filter((t) => t.creatorId === creatorId && ids.has(t.activationId)).map((t) => t.activationId);
  }
}
