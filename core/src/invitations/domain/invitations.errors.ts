import { DomainError, domainError } from '../../shared/domain-error.ts';

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
export class ActivationNotFound extends domainError('INVITATIONS.ACTIVATION_NOT_FOUND', 'There is nothing to invite creators to here.') {}
/** E.g. a pre-launch Key campaign: invitations open once it is converted (spec 4). */
export class ActivationClosedToInvitations extends domainError(
  'INVITATIONS.ACTIVATION_CLOSED',
  'Creators cannot be invited to this yet.',
) {}
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
export class InvitationNotFound extends domainError('INVITATIONS.NOT_FOUND', 'This invitation does not exist.') {}
/** An email invite is answered by the account holding the address, once that address is verified. */
export class InvitationEmailNotVerified extends domainError(
  'INVITATIONS.EMAIL_NOT_VERIFIED',
  'Verify your email address to open this invitation: it was sent to that address.',
) {}
export class InvitationExpired extends domainError(
  'INVITATIONS.EXPIRED',
  'This invitation has expired. Ask the company to send it again.',
) {}
export class InvitationCannotBeRejected extends domainError(
  'INVITATIONS.CANNOT_REJECT',
  'Only Quest and Key invitations can be rejected.',
) {}
export class NotAnEmailInvitation extends domainError('INVITATIONS.NOT_EMAIL', 'Only email invitations can be sent again.') {}
/** Spec: a company is verified after staff review; until then it cannot invite creators. */
export class CompanyNotVerified extends domainError(
  'INVITATIONS.COMPANY_NOT_VERIFIED',
  'Your company can invite creators once Lurkit has reviewed it.',
) {}
