import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import type { CreatorProgram } from './creator-program.entity.ts';
import { membershipMachine, type MembershipEvent, type MembershipState } from './membership.machine.ts';
import { AnswerRequired, AnswerTooLong } from './programs.errors.ts';

/** Our choice: the spec gives no limit on application answers. */
export const ANSWER_MAX_LENGTH = 2000;

export interface ApplicationAnswer {
  readonly questionId: string;
  readonly answer: string;
}

/** What the join flow's demographics and hardware steps ask; kept with the application for the company. */
export interface ApplicantProfile {
  /** ISO 3166-1 alpha-2, null when not given. */
  readonly country: string | null;
  /** ISO 639-1 codes. */
  readonly languages: readonly string[];
  readonly hardware: readonly string[];
}

/** One creator's application to, and membership of, one program. */
export interface ProgramMembership {
  readonly id: string;
  readonly programId: string;
  readonly creatorId: string;
  readonly state: Exclude<MembershipState, 'none'>;
  readonly answers: readonly ApplicationAnswer[];
  readonly profile: ApplicantProfile;
  readonly codeOfConductAcceptedAt: Date;
  readonly appliedAt: Date;
  readonly decidedAt: Date | null;
  /** Who decided (spec 3 action-by): the company, or the system when the response deadline passed. */
  readonly decidedBy?: 'COMPANY' | 'SYSTEM' | undefined;
  /** Why the system decided, as the creator reads it. */
  readonly decisionReason?: string | undefined;
}

/**
 * Keeps the answers to the program's own questions (trimmed, blanks dropped) and refuses a missing
 * answer to a required question; answers to questions the program does not ask are ignored.
 */
export function checkAnswers(
  program: CreatorProgram,
  raw: Readonly<Record<string, string>>,
): Result<ApplicationAnswer[], AnswerRequired | AnswerTooLong> {
  const answers: ApplicationAnswer[] = [];
  for (const question of program.questions) {
    const answer = (raw[question.id] ?? '').trim();
    if (answer.length > ANSWER_MAX_LENGTH) return err(new AnswerTooLong(question.id, ANSWER_MAX_LENGTH));
    if (answer === '') {
      if (question.required) return err(new AnswerRequired(question.id));
      continue;
    }
    answers.push({ questionId: question.id, answer });
  }
  return ok(answers);
}

/** Moves a membership by the table; a decision also stamps when it was made. */
export function moveMembership(
  membership: ProgramMembership,
  event: Exclude<MembershipEvent, 'apply'>,
  now: Date,
): Result<ProgramMembership, TransitionNotAllowed<MembershipState, MembershipEvent>> {
  const next = membershipMachine.transition(membership.state, event);
  if (!next.ok) return next;
  const state = next.value;
  // The table has no edge back to `none`, so a stored membership can never be moved there.
  if (state === 'none') throw new Error('A membership cannot return to none.');
  const decided = state === 'accepted' || state === 'rejected';
  return ok({ ...membership, state, decidedAt: decided ? now : membership.decidedAt });
}
