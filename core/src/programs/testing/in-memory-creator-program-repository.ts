import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import type { CreatorProgramRepositoryPort } from '../ports/creator-program-repository.port.ts';

/** Twin of the database repository; stores copies so callers cannot change what is stored. */
export class InMemoryCreatorProgramRepository implements CreatorProgramRepositoryPort {
  readonly #programs = new Map<string, CreatorProgram>();

  async findById(id: string): Promise<CreatorProgram | null> {
    const program = this.#programs.get(id);
    return program ? structuredClone(program) : null;
  }

  async save(program: CreatorProgram): Promise<void> {
    this.#programs.set(program.id, structuredClone(program));
  }
}
