import type { CreatorProgram } from '../domain/creator-program.entity.ts';

export interface CreatorProgramRepositoryPort {
  findById(id: string): Promise<CreatorProgram | null>;
  /** Inserts or updates. */
  save(program: CreatorProgram): Promise<void>;
}
