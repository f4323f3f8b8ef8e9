import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** A field of a Creator Program form breaks its rule: the shared field error, under this context's code. */
export class InvalidProgramField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'PROGRAM.INVALID_FIELD');
  }
}
export class ProgramNotFound extends DomainError {
  readonly code = 'PROGRAM.NOT_FOUND';
  readonly message = 'The Creator Program does not exist.';
}
export class OnlyCreatorsCanJoin extends DomainError {
  readonly code = 'PROGRAM.ONLY_CREATORS';
  readonly message = 'Only creators can join Creator Programs.';
}
export class CodeOfConductNotAccepted extends DomainError {
  readonly code = 'PROGRAM.CODE_OF_CONDUCT_REQUIRED';
  readonly message = 'You must accept the code of conduct to apply.';
  override readonly field = 'acceptCodeOfConduct';
}
export class AnswerRequired extends DomainError {
  readonly code = 'PROGRAM.ANSWER_REQUIRED';
  readonly message = 'Please answer this question.';
  override readonly field: string;
  readonly questionId: string;
  constructor(questionId: string) {
    super();
    this.questionId = questionId;
    this.field = `answers.${questionId}`;
  }
}
export class AnswerTooLong extends DomainError {
  readonly code = 'PROGRAM.ANSWER_TOO_LONG';
  readonly message: string;
  override readonly field: string;
  constructor(questionId: string, max: number) {
    super();
    this.field = `answers.${questionId}`;
    this.message = `An answer can be at most ${max} characters.`;
  }
}
export class AlreadyApplied extends DomainError {
  readonly code = 'PROGRAM.ALREADY_APPLIED';
  readonly message = 'You have already applied to this Creator Program.';
}
export class ApplicationNotFound extends DomainError {
  readonly code = 'PROGRAM.APPLICATION_NOT_FOUND';
  readonly message = 'The application does not exist.';
}
export class AnnouncementNotFound extends DomainError {
  readonly code = 'PROGRAM.ANNOUNCEMENT_NOT_FOUND';
  readonly message = 'The announcement does not exist.';
}
export class RequirementsNotMet extends DomainError {
  readonly code = 'PROGRAM.REQUIREMENTS_NOT_MET';
  readonly message = 'You do not meet the requirements of this Creator Program.';
  readonly groups: readonly { group: string; status: string; reasons: readonly string[] }[];
  constructor(groups: readonly { group: string; status: string; reasons: readonly string[] }[]) {
    super();
    this.groups = groups;
  }
}
export class ProgramAlreadyExists extends DomainError {
  readonly code = 'PROGRAM.ALREADY_EXISTS';
  readonly message = 'Your company already runs a Creator Program.';
}
export class NotAMember extends DomainError {
  readonly code = 'PROGRAM.NOT_A_MEMBER';
  readonly message = 'Only accepted members of this Creator Program can see this.';
}
export class NothingSelected extends DomainError {
  readonly code = 'PROGRAM.NOTHING_SELECTED';
  readonly message = 'Select at least one creator.';
  override readonly field = 'applicationIds';
}
export class ProgramActivationNotFound extends DomainError {
  readonly code = 'PROGRAM.ACTIVATION_NOT_FOUND';
  readonly message = 'This Key or Quest is not part of the Creator Program.';
}
export class ProgramAccessUsedUp extends DomainError {
  readonly code = 'PROGRAM.ACCESS_USED_UP';
  readonly message = 'Your membership does not reach this one: the program gives access to a limited number of them.';
}
export class InvalidDomain extends DomainError {
  readonly code = 'PROGRAM.INVALID_DOMAIN';
  readonly message = 'Enter a valid domain, e.g. play.example.com.';
  override readonly field = 'domain';
}
export class DomainTaken extends DomainError {
  readonly code = 'PROGRAM.DOMAIN_TAKEN';
  readonly message = 'Another company already uses this domain.';
  override readonly field = 'domain';
}
export class MembershipEnded extends DomainError {
  readonly code = 'PROGRAM.MEMBERSHIP_ENDED';
  readonly message = 'Your membership of this Creator Program was declined or ended, so its missions are closed to you.';
}
