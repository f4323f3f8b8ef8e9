import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError } from '../../shared/domain-error.ts';

/** A field of a company form breaks its rule: the shared field error, under this context's code. */
export class InvalidCompanyField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'COMPANY.INVALID_FIELD');
  }
}
export class JoinCompanyFailed extends domainError(
  'COMPANY.JOIN_FAILED',
  'Something went wrong when joining the company. The link may be invalid or expired: ask the company owner for a new link.',
) {}
export class NotCompanyOwner extends domainError('COMPANY.NOT_OWNER', 'Only the company owner can do this.') {}
export class NotCompanyMember extends domainError('COMPANY.NOT_MEMBER', 'You are not a member of a company.') {}
export class MemberNotFound extends domainError('COMPANY.MEMBER_NOT_FOUND', 'This person is not a member of the company.') {}
export class CannotRemoveOwner extends domainError('COMPANY.CANNOT_REMOVE_OWNER', 'The company owner cannot be removed.') {}
export class MemberLimitReached extends DomainError {
  readonly code = 'COMPANY.MEMBER_LIMIT';
  readonly message: string;
  readonly limit: number;
  constructor(limit: number) {
    super();
    this.limit = limit;
    this.message = `A company can have at most ${limit} members and pending invitations. Contact sales or upgrade your plan to add more.`;
  }
}
export class AlreadyCompanyMember extends domainError(
  'COMPANY.ALREADY_MEMBER',
  'This person is already a member of the company.',
  'email',
) {}
export class InvitationNotFound extends domainError('COMPANY.INVITATION_NOT_FOUND', 'The invitation does not exist.') {}
export class OwnerCannotDeleteAccount extends domainError(
  'COMPANY.OWNER_HAS_MEMBERS',
  'Remove the other members of your company before deleting your account.',
) {}

/** A Creator's account becomes a company account by joining; the person has to say that is what they want. */
export class CreatorMustConfirmJoin extends domainError(
  'COMPANY.CREATOR_MUST_CONFIRM',
  'Joining a company turns this creator account into a company account. Confirm to join.',
) {}

export class CompanyNameTaken extends domainError('COMPANY.NAME_TAKEN', 'Another company already has this name.', 'name') {}

/** Every way a mailed link cannot be declined: unknown, expired, already used. */
export class InvitationLinkInvalid extends domainError(
  'COMPANY.INVITATION_LINK_INVALID',
  'This invitation link is invalid or has expired.',
) {}
