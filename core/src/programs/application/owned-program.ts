import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import { ProgramNotFound } from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

/**
 * The program when the acting company owns it. Another company's program reads as not found, so
 * its existence does not leak.
 */
export async function ownedProgram(
  deps: Pick<ProgramsDeps, 'programs'>,
  programId: string,
  companyId: string,
): Promise<Result<CreatorProgram, ProgramNotFound>> {
  const program = await deps.programs.findById(programId);
  return program && program.companyId === companyId ? ok(program) : err(new ProgramNotFound());
}
