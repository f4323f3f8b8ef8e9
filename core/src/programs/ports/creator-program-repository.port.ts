import type { PageRequest } from '../../shared/page.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';

/** A company runs at most one Creator Program (the spec's /company/creator-program is singular). */
export interface CreatorProgramRepositoryPort {
  findById(id: string): Promise<CreatorProgram | null>;
  findByIds(ids: readonly string[]): Promise<CreatorProgram[]>;
  findByCompany(companyId: string): Promise<CreatorProgram | null>;
  /** Discoverable programs, newest first (hidden ones are reached only by their link). */
  listDiscoverable(page: PageRequest): Promise<CreatorProgram[]>;
  cursorOf(program: CreatorProgram): string;
  /** Inserts or updates; a second program of the same company is refused. */
  save(program: CreatorProgram): Promise<void>;
}
