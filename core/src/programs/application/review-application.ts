import { escapeHtml } from '../../shared/escape-html.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveMembership, type ProgramMembership } from '../domain/membership.entity.ts';
import { ApplicationNotFound, NothingSelected, type ProgramNotFound } from '../domain/programs.errors.ts';
import { ownedProgram } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export type ApplicationDecision = 'open' | 'accept' | 'reject' | 'remove';

export interface ReviewApplicationInput {
  applicationId: string;
  /** The acting user's company (from the session). */
  companyId: string;
  decision: ApplicationDecision;
}
export type ReviewApplicationError = ApplicationNotFound | ProgramNotFound | TransitionNotAllowed | NothingSelected;

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'events' | 'applicants' | 'mailer' | 'clock'>;

async function decide(deps: Deps, input: ReviewApplicationInput): Promise<Result<ProgramMembership, ReviewApplicationError>> {
  const membership = await deps.memberships.findById(input.applicationId);
  if (!membership) return err(new ApplicationNotFound());
  const program = await ownedProgram(deps, membership.programId, input.companyId);
  if (!program.ok) return err(new ApplicationNotFound());
  return moveMembership(membership, input.decision, deps.clock.now());
}

/**
 * The company's Applicants, Accepted and Rejected tabs: open (seen, now pending), accept, reject, or
 * remove an accepted member. Removal ends the membership, which cancels the creator's unfinished runs.
 */
export class ReviewApplication {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ReviewApplicationInput): Promise<Result<ProgramMembership, ReviewApplicationError>> {
    const many = await new ReviewApplications(this.deps).execute({ ...input, applicationIds: [input.applicationId] });
    return many.ok ? ok(many.value[0]!) : many;
  }
}

/** The bulk decision: every selected application or none (all are decided before any is saved). */
export class ReviewApplications {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(
    input: Omit<ReviewApplicationInput, 'applicationId'> & { applicationIds: readonly string[] },
  ): Promise<Result<ProgramMembership[], ReviewApplicationError>> {
    const ids = [...new Set(input.applicationIds)];
    if (ids.length === 0) return err(new NothingSelected());
    const decided: ProgramMembership[] = [];
    for (const applicationId of ids) {
      const one = await decide(this.deps, { ...input, applicationId });
      if (!one.ok) return one;
      decided.push(one.value);
    }
    for (const membership of decided) {
      await this.deps.memberships.save(membership);
      if (input.decision === 'remove') await this.deps.events.membershipEnded(membership.programId, membership.creatorId);
    }
    if (input.decision === 'accept' || input.decision === 'reject') {
      for (const membership of decided) await tellApplicant(this.deps, membership);
    }
    return ok(decided);
  }
}

/** An accepted or rejected applicant learns it by mail and under the bell, with the program page linked. */
async function tellApplicant(deps: Deps, membership: ProgramMembership): Promise<void> {
  const [program, creator] = await Promise.all([
    deps.programs.findById(membership.programId),
    deps.applicants.findApplicant(membership.creatorId),
  ]);
  if (!program || !creator) return;
  const accepted = membership.state === 'accepted';
  const line = accepted
    ? `Your application to ${program.name} was accepted. Its missions and Quests are open to you on the program page.`
    : `Your application to ${program.name} was declined. You can apply to other Creator Programs.`;
  await deps.mailer.send({
    to: creator.email,
    subject: `Your application to ${program.name} was ${accepted ? 'accepted' : 'declined'}`,
    notification: { kind: 'campaignUpdates', path: `/creator-programs/${program.id}` },
    text: `Hi ${creator.displayName},\n\n${line}\n`,
    html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>${escapeHtml(line)}</p>`,
  });
}
