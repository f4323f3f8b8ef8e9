import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** A field of a company form breaks its rule: the shared field error, under this context's code. */
export class InvalidCompanyField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'COMPANY.INVALID_FIELD');
  }
}
export class JoinCompanyFailed extends DomainError {
  readonly code = 'COMPANY.JOIN_FAILED';
  readonly message =
    'Something went wrong when joining the company. The link may be invalid or expired: ask the company owner for a new link.';
}
export class NotCompanyOwner extends DomainError {
  readonly code = 'COMPANY.NOT_OWNER';
  readonly message = 'Only the company owner can do this.';
}
export class NotCompanyMember extends DomainError {
  readonly code = 'COMPANY.NOT_MEMBER';
  readonly message = 'You are not a member of a company.';
}
export class MemberNotFound extends DomainError {
  readonly code = 'COMPANY.MEMBER_NOT_FOUND';
  readonly message = 'This person is not a member of the company.';
}
export class CannotRemoveOwner extends DomainError {
  readonly code = 'COMPANY.CANNOT_REMOVE_OWNER';
  readonly message = 'The company owner cannot be removed.';
}
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
export class AlreadyCompanyMember extends DomainError {
  readonly code = 'COMPANY.ALREADY_MEMBER';
  readonly message = 'This person is already a member of the company.';
  override readonly field = 'email';
}
export class InvitationNotFound extends DomainError {
  readonly code = 'COMPANY.INVITATION_NOT_FOUND';
  readonly message = 'The invitation does not exist.';
}
export class OwnerCannotDeleteAccount extends DomainError {
  readonly code = 'COMPANY.OWNER_HAS_MEMBERS';
  readonly message = 'Remove the other members of your company before deleting your account.';
}

/** A Creator's account becomes a company account by joining; the person has to say that is what they want. */
export class CreatorMustConfirmJoin extends DomainError {
  readonly code = 'COMPANY.CREATOR_MUST_CONFIRM';
  readonly message = 'Joining a company turns this creator account into a company account. Confirm to join.';
}

export class CompanyNameTaken extends DomainError {
  readonly code = 'COMPANY.NAME_TAKEN';
  readonly message = 'Another company already has this name.';
  override readonly field = 'name';
}

/** Every way a mailed link cannot be declined: unknown, expired, already used. */
export class InvitationLinkInvalid extends DomainError {
  readonly code = 'COMPANY.INVITATION_LINK_INVALID';
  readonly message = 'This invitation link is invalid or has expired.';
}
