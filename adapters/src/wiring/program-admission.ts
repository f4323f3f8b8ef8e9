import type { ProgramAdmissionPort } from '@lurkit/core/missions/ports/program-admission.port.ts';
import { AdmitInvitedCreator } from '@lurkit/core/programs/application/admit-invited-creator.ts';
import type { ProgramsDeps } from '@lurkit/core/programs/application/programs-deps.ts';
import type { DomainError } from '@lurkit/core/shared/domain-error.ts';
import { ok, type Result } from '@lurkit/core/shared/result.ts';

/** Missions asking the programs context to admit an invited creator, on the same unit of work. */
export class ProgramsAdmission implements ProgramAdmissionPort {
  readonly #programs: () => ProgramsDeps;

  constructor(programs: () => ProgramsDeps) {
    this.#programs = programs;
  }

  async admitInvited(programId: string, creatorId: string): Promise<Result<void, DomainError>> {
    const admitted = await new AdmitInvitedCreator(this.#programs()).execute({ programId, creatorId });
    return admitted.ok ? ok(undefined) : admitted;
  }
}
