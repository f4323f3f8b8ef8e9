import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { moveMembership, type ProgramMembership } from '../domain/membership.entity.ts';
import { MembershipEnded, ProgramNotFound, RequirementsNotMet } from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export type AdmitInvitedCreatorError = ProgramNotFound | RequirementsNotMet | MembershipEnded;

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'eligibility' | 'clock'>;

/**
 * A creator who accepted the company's invitation to one of the program's Missions becomes an accepted
 * member: inviting is the company's decision, so an application waiting for one is accepted and a
 * creator who never applied is admitted at once. The program's requirements still hold (location and
 * language always; VIP access waives what it waives). A declined or removed member stays out: the
 * table has no way back from rejected.
 */
export class AdmitInvitedCreator {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { programId: string; creatorId: string }): Promise<Result<ProgramMembership, AdmitInvitedCreatorError>> {
    const program = await this.deps.programs.findById(input.programId);
    if (!program) return err(new ProgramNotFound());
    const existing = await this.deps.memberships.findByProgramAndCreator(program.id, input.creatorId);
    if (existing?.state === 'accepted') return ok(existing);
    if (existing?.state === 'rejected') return err(new MembershipEnded());
    const now = this.deps.clock.now();
    if (existing) {
      const accepted = moveMembership(existing, 'accept', now);
      if (!accepted.ok) throw new Error(`A ${existing.state} application could not be accepted.`);
      const decided: ProgramMembership = { ...accepted.value, decidedBy: 'COMPANY' };
      await this.deps.memberships.save(decided);
      return ok(decided);
    }
    const eligibility = await this.deps.eligibility.evaluate(input.creatorId, program);
    if (!eligibility.eligible) return err(new RequirementsNotMet(eligibility.groups));
    const membership: ProgramMembership = {
      id: newId(),
      programId: program.id,
      creatorId: input.creatorId,
      state: 'accepted',
      answers: [],
      profile: { country: null, languages: [], hardware: [] },
      // Accepting the invitation is taking part on the program's terms, its code of conduct included.
      codeOfConductAcceptedAt: now,
      appliedAt: now,
      decidedAt: now,
      decidedBy: 'COMPANY',
    };
    await this.deps.memberships.save(membership);
    return ok(membership);
  }
}
