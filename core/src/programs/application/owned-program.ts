import { err, ok, type Result } from '../../shared/result.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import { ProgramCreatorListNotOwned, ProgramNotFound } from '../domain/programs.errors.ts';
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

/**
 * The wizard's fields when every creator list they pick is the company's own: a list of another
 * company (or none) is refused at its field, so a program never names lists it cannot read.
 */
export async function withOwnLists<T extends { requirements: { creatorListIds: readonly string[] } }>(
  deps: Pick<ProgramsDeps, 'creatorLists'>,
  companyId: string,
  fields: T,
): Promise<Result<T, ProgramCreatorListNotOwned>> {
  const { creatorListIds } = fields.requirements;
  if (creatorListIds.length === 0) return ok(fields);
  const owned = await deps.creatorLists.ownedBy(companyId, creatorListIds);
  return owned.length === creatorListIds.length ? ok(fields) : err(new ProgramCreatorListNotOwned());
}
