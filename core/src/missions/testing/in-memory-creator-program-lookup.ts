import type { CreatorProgramLookupPort } from '../ports/creator-program-lookup.port.ts';

export class InMemoryCreatorProgramLookup implements CreatorProgramLookupPort {
  readonly #programs = new Map<string, { id: string; companyId: string }>();
  readonly #members = new Set<string>();

  add(program: { id: string; companyId: string }): void {
    this.#programs.set(program.id, { ...program });
  }

  accept(programId: string, creatorId: string): void {
    this.#members.add(`${programId}/${creatorId}`);
  }

  remove(programId: string, creatorId: string): void {
    this.#members.delete(`${programId}/${creatorId}`);
  }

  async findProgram(programId: string): Promise<{ id: string; companyId: string } | null> {
    const program = this.#programs.get(programId);
    return program ? { ...program } : null;
  }

  async findProgramOfCompany(companyId: string): Promise<{ id: string; companyId: string } | null> {
    const program = [...this.#programs.values()].find((p) => p.companyId === companyId);
    return program ? { ...program } : null;
  }

  async isAcceptedMember(programId: string, creatorId: string): Promise<boolean> {
    return this.#members.has(`${programId}/${creatorId}`);
  }

  async programsOfMember(creatorId: string): Promise<string[]> {
    return [...this.#members].filter((key) => key.endsWith(`/${creatorId}`)).map((key) => key.slice(0, key.indexOf('/')));
  }
}
