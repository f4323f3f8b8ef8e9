import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import { discoverableProgramKey } from '../domain/program-orders.ts';
import type { CreatorProgramRepositoryPort } from '../ports/creator-program-repository.port.ts';

/** Twin of the database repository; stores copies so callers cannot change what is stored. */
export class InMemoryCreatorProgramRepository implements CreatorProgramRepositoryPort {
  readonly #programs = new Map<string, CreatorProgram>();

  async findById(id: string): Promise<CreatorProgram | null> {
    const program = this.#programs.get(id);
    return program ? structuredClone(program) : null;
  }

  async findByIds(ids: readonly string[]): Promise<CreatorProgram[]> {
    return ids.flatMap((id) => {
      const program = this.#programs.get(id);
      return program ? [structuredClone(program)] : [];
    });
  }

  async findByCompany(companyId: string): Promise<CreatorProgram | null> {
    const program = [...this.#programs.values()].find((p) => p.companyId === companyId);
    return program ? structuredClone(program) : null;
  }

  async listDiscoverable(page: PageRequest): Promise<CreatorProgram[]> {
    const listed = [...this.#programs.values()].filter((p) => p.visibility === 'discoverable');
    return keysetPage(listed, discoverableProgramKey, page).map((p) => structuredClone(p));
  }

  cursorOf(program: CreatorProgram): string {
    return encodeCursor(discoverableProgramKey(program));
  }

  async save(program: CreatorProgram): Promise<void> {
    const clash = [...this.#programs.values()].find((p) => p.id !== program.id && p.companyId === program.companyId);
    if (clash) throw new Error(`Company ${program.companyId} already runs a Creator Program.`);
    this.#programs.set(program.id, structuredClone(program));
  }
}
