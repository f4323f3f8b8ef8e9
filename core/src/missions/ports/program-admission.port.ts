import type { DomainError } from '../../shared/domain-error.ts';
import type { Result } from '../../shared/result.ts';

/**
 * Makes a creator the company invited to a Mission an accepted member of the Mission's Creator
 * Program, in the caller's transaction; the program's refusal (requirements, an ended membership)
 * comes back as it is.
 */
export interface ProgramAdmissionPort {
  admitInvited(programId: string, creatorId: string): Promise<Result<void, DomainError>>;
}
