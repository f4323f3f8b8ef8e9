import type { CreatorProgramLookupPort } from '../ports/creator-program-lookup.port.ts';

export class InMemoryCreatorProgramLookup implements CreatorProgramLookupPort {
  readonly #programs = new Map<string, { id: string; companyId: string }>();

  add(program: { id: string; companyId: string }): void {
    this.#programs.set(program.id, { ...program });
  }

  async findProgram(programId: string): Promise<{ id: string; companyId: string } | null> {
    const program = this.#programs.get(programId);
    return program ? { ...program } : null;
  }
}
