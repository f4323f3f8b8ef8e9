import { err, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveMembership, type ProgramMembership } from '../domain/membership.entity.ts';
import { ApplicationNotFound, type ProgramNotFound } from '../domain/programs.errors.ts';
import { ownedProgram } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export interface ReviewApplicationInput {
  applicationId: string;
  /** The acting user's company (from the session). */
  companyId: string;
  decision: 'accept' | 'reject';
}
export type ReviewApplicationError = ApplicationNotFound | ProgramNotFound | TransitionNotAllowed;

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'clock'>;

export class ReviewApplication {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ReviewApplicationInput): Promise<Result<ProgramMembership, ReviewApplicationError>> {
    const membership = await this.deps.memberships.findById(input.applicationId);
    if (!membership) return err(new ApplicationNotFound());
    const program = await ownedProgram(this.deps, membership.programId, input.companyId);
    if (!program.ok) return err(new ApplicationNotFound());
    const moved = moveMembership(membership, input.decision, this.deps.clock.now());
    if (moved.ok) await this.deps.memberships.save(moved.value);
    return moved;
  }
}
