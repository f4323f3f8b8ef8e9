import { DomainError } from '../../shared/domain-error.ts';

export class InvalidInviteInput extends DomainError {
  readonly code = 'INVITATIONS.INVALID_INPUT';
  override readonly field: string;
  readonly message: string;
  constructor(field: string, message: string) {
    super();
    this.field = field;
    this.message = message;
  }
}
export class ActivationNotFound extends DomainError {
  readonly code = 'INVITATIONS.ACTIVATION_NOT_FOUND';
  readonly message = 'There is nothing to invite creators to here.';
}
/** E.g. a pre-launch Key campaign: invitations open once it is converted (spec 4). */
export class ActivationClosedToInvitations extends DomainError {
  readonly code = 'INVITATIONS.ACTIVATION_CLOSED';
  readonly message = 'Creators cannot be invited to this yet.';
}
export class TooManyInvites extends DomainError {
  readonly code = 'INVITATIONS.TOO_MANY';
  readonly message: string;
  override readonly field: string;
  constructor(field: 'emails' | 'userIds', limit: number) {
    super();
    this.field = field;
    this.message = `Invite at most ${limit} creators at a time.`;
  }
}
export class InvitationNotFound extends DomainError {
  readonly code = 'INVITATIONS.NOT_FOUND';
  readonly message = 'This invitation does not exist.';
}
/** An email invite is answered by the account holding the address, once that address is verified. */
export class InvitationEmailNotVerified extends DomainError {
  readonly code = 'INVITATIONS.EMAIL_NOT_VERIFIED';
  readonly message = 'Verify your email address to open this invitation: it was sent to that address.';
}
export class InvitationExpired extends DomainError {
  readonly code = 'INVITATIONS.EXPIRED';
  readonly message = 'This invitation has expired. Ask the company to send it again.';
}
export class InvitationCannotBeRejected extends DomainError {
  readonly code = 'INVITATIONS.CANNOT_REJECT';
  readonly message = 'Only Quest and Key invitations can be rejected.';
}
export class NotAnEmailInvitation extends DomainError {
  readonly code = 'INVITATIONS.NOT_EMAIL';
  readonly message = 'Only email invitations can be sent again.';
}
/** Spec: a company is verified after staff review; until then it cannot invite creators. */
export class CompanyNotVerified extends DomainError {
  readonly code = 'INVITATIONS.COMPANY_NOT_VERIFIED';
  readonly message = 'Your company can invite creators once Lurkit has reviewed it.';
}
