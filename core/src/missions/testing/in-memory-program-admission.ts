import { DomainError, domainError } from '../../shared/domain-error.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { ProgramAdmissionPort } from '../ports/program-admission.port.ts';
import type { InMemoryCreatorProgramLookup } from './in-memory-creator-program-lookup.ts';

export class AdmissionRefused extends domainError(
  'PROGRAM.REQUIREMENTS_NOT_MET',
  'You do not meet the requirements of this Creator Program.',
) {}

/** Admits into the missions' program lookup, as the programs context does, unless a test refuses a creator. */
export class InMemoryProgramAdmission implements ProgramAdmissionPort {
  readonly #programs: InMemoryCreatorProgramLookup;
  readonly #refused = new Set<string>();
  readonly admitted: { programId: string; creatorId: string }[] = [];

  constructor(programs: InMemoryCreatorProgramLookup) {
    this.#programs = programs;
  }

  refuse(creatorId: string): void {
    this.#refused.add(creatorId);
  }

  async admitInvited(programId: string, creatorId: string): Promise<Result<void, DomainError>> {
    if (this.#refused.has(creatorId)) return err(new AdmissionRefused());
    this.#programs.accept(programId, creatorId);
    this.admitted.push({ programId, creatorId });
    return ok(undefined);
  }
}
