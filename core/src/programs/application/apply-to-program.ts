import type { UserType } from '../../accounts/domain/account-fields.schema.ts';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { applicantProfileSchema, type ApplicantProfileInput } from '../domain/application.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import { checkAnswers, type ProgramMembership } from '../domain/membership.entity.ts';
import { membershipMachine } from '../domain/membership.machine.ts';
import {
  AlreadyApplied,
  CodeOfConductNotAccepted,
  NotOnProgramCreatorList,
  OnlyCreatorsCanJoin,
  ProgramNotFound,
  RequirementsNotMet,
  type AnswerRequired,
  type InvalidProgramField,
  type AnswerTooLong,
} from '../domain/programs.errors.ts';
import type { ProgramsDeps } from './programs-deps.ts';

export interface ApplyToProgramInput {
  programId: string;
  /** The signed-in user and their type, from the session. */
  userId: string;
  userType: UserType;
  /** Question id -> answer. */
  answers: Readonly<Record<string, string>>;
  acceptCodeOfConduct: boolean;
  /** The demographics and hardware steps; optional, as the creator may skip them. */
  profile?: ApplicantProfileInput;
}
export type ApplyToProgramError =
  | ProgramNotFound
  | OnlyCreatorsCanJoin
  | CodeOfConductNotAccepted
  | AnswerRequired
  | AnswerTooLong
  | AlreadyApplied
  | InvalidProgramField
  | RequirementsNotMet
  | NotOnProgramCreatorList;

type Deps = Pick<ProgramsDeps, 'programs' | 'memberships' | 'eligibility' | 'invitations' | 'clock'>;

export class ApplyToProgram {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: ApplyToProgramInput): Promise<Result<ProgramMembership, ApplyToProgramError>> {
    const program = await this.deps.programs.findById(input.programId);
    if (!program) return err(new ProgramNotFound());
    // Spec section 6: only creators can join Creator Programs.
    if (input.userType !== 'Creator') return err(new OnlyCreatorsCanJoin());
    if (input.acceptCodeOfConduct !== true) return err(new CodeOfConductNotAccepted());
    const answers = checkAnswers(program, input.answers);
    if (!answers.ok) return answers;
    const profile = parseFields(applicantProfileSchema, input.profile ?? {});
    if (!profile.ok) return err(profile.error.under('profile'));
    if (await this.deps.memberships.findByProgramAndCreator(program.id, input.userId)) return err(new AlreadyApplied());
    const eligibility = await this.deps.eligibility.evaluate(input.userId, program);
    // Not one of the creators the company picked: no other requirement matters, and the refusal says so.
    if (eligibility.groups.some((g) => g.group === 'selection' && g.status === 'Not met')) return err(new NotOnProgramCreatorList());
    if (!eligibility.eligible) return err(new RequirementsNotMet(eligibility.groups));
    const applied = membershipMachine.transition('none', 'apply');
    if (!applied.ok || applied.value !== 'applied') throw new Error('The membership table lost its apply edge.');
    // The company invited this creator and they accepted: the company has decided already.
    const invited = await this.deps.invitations.acceptedInvitation(program.id, input.userId);
    const state = invited ? membershipMachine.transition(applied.value, 'accept') : applied;
    if (!state.ok || state.value === 'none') throw new Error('The membership table lost its accept edge.');
    const now = this.deps.clock.now();
    const membership: ProgramMembership = {
      id: newId(),
      programId: program.id,
      creatorId: input.userId,
      state: state.value,
      answers: answers.value,
      profile: profile.value,
      codeOfConductAcceptedAt: now,
      appliedAt: now,
      decidedAt: invited ? now : null,
      ...(invited ? { decidedBy: 'COMPANY' as const } : {}),
    };
    await this.deps.memberships.save(membership);
    return ok(membership);
  }
}
