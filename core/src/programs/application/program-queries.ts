import type { PageRequest } from '../../shared/page.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Announcement } from '../domain/announcement.entity.ts';
import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import type { ProgramMembership } from '../domain/membership.entity.ts';
import type { MembershipState } from '../domain/membership.machine.ts';
import { NotAMember, ProgramNotFound } from '../domain/programs.errors.ts';
import { ownedProgram } from './owned-program.ts';
import type { ProgramsDeps } from './programs-deps.ts';

/** The company's creator-management tabs and the states each lists. */
export const APPLICATION_TABS = ['applicants', 'accepted', 'rejected'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const STATES_BY_TAB: Readonly<Record<ApplicationTab, readonly MembershipState[]>> = {
  applicants: ['applied', 'pending'],
  accepted: ['accepted'],
  rejected: ['rejected'],
};

export interface ProgramView {
  readonly program: CreatorProgram;
  /** The viewer's own membership, null for a creator who has not applied (Join program) or anyone else. */
  readonly membership: ProgramMembership | null;
  /** Only the company and accepted members read announcements. */
  readonly canSeeMemberContent: boolean;
}

/**
 * A program as a visitor, a creator or the company sees it. Hidden programs are reached by their
 * direct link (the id), so knowing the id is enough to see the program's page.
 */
export class ViewCreatorProgram {
  private readonly deps: Pick<ProgramsDeps, 'programs' | 'memberships'>;

  constructor(deps: Pick<ProgramsDeps, 'programs' | 'memberships'>) {
    this.deps = deps;
  }

  async execute(input: {
    programId: string;
    userId: string | null;
    companyId: string | null;
  }): Promise<Result<ProgramView, ProgramNotFound>> {
    const program = await this.deps.programs.findById(input.programId);
    if (!program) return err(new ProgramNotFound());
    const membership = input.userId ? await this.deps.memberships.findByProgramAndCreator(program.id, input.userId) : null;
    const canSeeMemberContent = program.companyId === input.companyId || membership?.state === 'accepted';
    return ok({ program, membership, canSeeMemberContent });
  }
}

/** The program's announcements, for the company and accepted members only. */
export class ListAnnouncements {
  private readonly deps: Pick<ProgramsDeps, 'programs' | 'memberships' | 'announcements'>;

  constructor(deps: Pick<ProgramsDeps, 'programs' | 'memberships' | 'announcements'>) {
    this.deps = deps;
  }

  async execute(input: {
    programId: string;
    userId: string | null;
    companyId: string | null;
  }): Promise<Result<Announcement[], ProgramNotFound | NotAMember>> {
    const view = await new ViewCreatorProgram(this.deps).execute(input);
    if (!view.ok) return view;
    if (!view.value.canSeeMemberContent) return err(new NotAMember());
    return ok(await this.deps.announcements.listByProgram(view.value.program.id));
  }
}

/** One tab of the company's own program's applications. */
export class ListApplications {
  private readonly deps: Pick<ProgramsDeps, 'programs' | 'memberships'>;

  constructor(deps: Pick<ProgramsDeps, 'programs' | 'memberships'>) {
    this.deps = deps;
  }

  async execute(input: {
    programId: string;
    companyId: string;
    tab: ApplicationTab;
    page: PageRequest;
  }): Promise<Result<ProgramMembership[], ProgramNotFound>> {
    const program = await ownedProgram(this.deps, input.programId, input.companyId);
    if (!program.ok) return program;
    return ok(await this.deps.memberships.listByProgram(program.value.id, STATES_BY_TAB[input.tab], input.page));
  }
}
