import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError } from '../../shared/domain-error.ts';

/** A field of a Creator Program form breaks its rule: the shared field error, under this context's code. */
export class InvalidProgramField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'PROGRAM.INVALID_FIELD');
  }
}
export class ProgramNotFound extends domainError('PROGRAM.NOT_FOUND', 'The Creator Program does not exist.') {}
export class OnlyCreatorsCanJoin extends domainError('PROGRAM.ONLY_CREATORS', 'Only creators can join Creator Programs.') {}
export class CodeOfConductNotAccepted extends domainError(
  'PROGRAM.CODE_OF_CONDUCT_REQUIRED',
  'You must accept the code of conduct to apply.',
  'acceptCodeOfConduct',
) {}
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
export class AlreadyApplied extends domainError('PROGRAM.ALREADY_APPLIED', 'You have already applied to this Creator Program.') {}
export class ApplicationNotFound extends domainError('PROGRAM.APPLICATION_NOT_FOUND', 'The application does not exist.') {}
export class AnnouncementNotFound extends domainError('PROGRAM.ANNOUNCEMENT_NOT_FOUND', 'The announcement does not exist.') {}
export class RequirementsNotMet extends DomainError {
  readonly code = 'PROGRAM.REQUIREMENTS_NOT_MET';
  readonly message = 'You do not meet the requirements of this Creator Program.';
  readonly groups: readonly { group: string; status: string; reasons: readonly string[] }[];
  constructor(groups: readonly { group: string; status: string; reasons: readonly string[] }[]) {
    super();
    this.groups = groups;
  }
}
export class ProgramAlreadyExists extends domainError('PROGRAM.ALREADY_EXISTS', 'Your company already runs a Creator Program.') {}
export class NotAMember extends domainError('PROGRAM.NOT_A_MEMBER', 'Only accepted members of this Creator Program can see this.') {}
export class NothingSelected extends domainError('PROGRAM.NOTHING_SELECTED', 'Select at least one creator.', 'applicationIds') {}
export class ProgramActivationNotFound extends domainError(
  'PROGRAM.ACTIVATION_NOT_FOUND',
  'This Key or Quest is not part of the Creator Program.',
) {}
export class ProgramAccessUsedUp extends domainError(
  'PROGRAM.ACCESS_USED_UP',
  'Your membership does not reach this one: the program gives access to a limited number of them.',
) {}
export class InvalidDomain extends domainError('PROGRAM.INVALID_DOMAIN', 'Enter a valid domain, e.g. play.example.com.', 'domain') {}
export class DomainTaken extends domainError('PROGRAM.DOMAIN_TAKEN', 'Another company already uses this domain.', 'domain') {}
export class NoCustomDomain extends domainError('PROGRAMS.NO_CUSTOM_DOMAIN', 'Add a custom domain first.', 'domain') {}
export class MembershipEnded extends domainError(
  'PROGRAM.MEMBERSHIP_ENDED',
  'Your membership of this Creator Program was declined or ended, so its missions are closed to you.',
) {}

/** The program takes applications only from the creators the company picked (its chosen creator lists or whitelist). */
export class NotOnProgramCreatorList extends domainError(
  'PROGRAMS.NOT_ON_CREATOR_LIST',
  'This Creator Program is open only to the creators the company picked, and you are not on its creator lists.',
) {}

/** A creator list picked for the program's applicants is not one of the company's own (or no longer exists). */
export class ProgramCreatorListNotOwned extends InvalidField {
  constructor() {
    super('requirements.creatorListIds', 'Choose creator lists of your own company.', 'PROGRAMS.CREATOR_LIST_NOT_OWNED');
  }
}
