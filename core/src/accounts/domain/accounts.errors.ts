import { DomainError, domainError } from '../../shared/domain-error.ts';
import { PASSWORD_REQUIREMENTS } from './account-fields.schema.ts';

/** The spec's account catalogue (section 8): the numeric codes are part of the public contract. */
export class UsernameTaken extends domainError('1001', 'This username is already taken.', 'username') {}
export class EmailInUse extends domainError('1002', 'This email address is already in use.', 'email') {}
export class PasswordRequirementsNotMet extends DomainError {
  readonly code = '1003';
  readonly message = `The password does not meet the requirements. ${PASSWORD_REQUIREMENTS}`;
  override readonly field: string;
  constructor(field = 'password') {
    super();
    this.field = field;
  }
}
export class DisplayNameTaken extends domainError('1006', 'This display name is already taken.', 'displayName') {}
export class InvalidUsername extends domainError('1011', 'Username must be 4-25 letters and digits.', 'username') {}
export class InvalidEmail extends domainError('1012', 'Please enter a valid email address.', 'email') {}
export class InvalidDisplayName extends domainError('1016', 'Display name must be 4-50 letters and digits.', 'displayName') {}
export class ValidationLinkExpired extends domainError('1101', 'This verification link has expired or is invalid. Request a new one.') {}
/** Also the answer for an unknown username or email (the spec's 1201): one code, so it reveals nothing. */
export class WrongPassword extends DomainError {
  readonly code = '1202';
  readonly message: string;
  override readonly field: string | undefined;
  constructor(field?: string) {
    super();
    this.field = field;
    this.message = field === 'currentPassword' ? 'The current password is wrong.' : 'Invalid username or password.';
  }
}
export class AccountInactive extends domainError('1203', 'This account is inactive. Contact support to reactivate it.') {}
export class AccountLocked extends domainError('1204', 'This account is locked. Contact support.') {}
/** Five wrong guesses from one address for one login (or the slower backstop for the login): 429. */
export class TooManySignInAttempts extends DomainError {
  readonly code = '1206';
  readonly message: string;
  readonly attempts: number;
  readonly retryAt: Date;
  constructor(attempts: number, retryAt: Date, now: Date) {
    super();
    this.attempts = attempts;
    this.retryAt = retryAt;
    const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
    this.message = `Too many failed sign-in attempts (${attempts}). Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
}
export class EmailNotVerified extends domainError(
  '1207',
  'Please verify your email address before signing in. We can send the verification email again.',
) {}
export class TooManyResets extends domainError('1403', 'Too many reset attempts. Please try again later.') {}
export class TermsNotAccepted extends domainError(
  'ACCOUNT.TERMS_NOT_ACCEPTED',
  'You must agree to the terms of service and privacy policy.',
  'acceptTerms',
) {}
export class PasswordsDoNotMatch extends DomainError {
  readonly code = 'ACCOUNT.PASSWORDS_DO_NOT_MATCH';
  readonly message = 'Passwords do not match';
  override readonly field: string;
  constructor(field = 'passwordConfirmation') {
    super();
    this.field = field;
  }
}
export class ResetLinkInvalid extends domainError(
  'ACCOUNT.RESET_LINK_INVALID',
  'This password reset link has expired or is invalid. Please request a new link.',
) {}
export class EmailAlreadyVerified extends domainError('ACCOUNT.EMAIL_ALREADY_VERIFIED', 'This email address is already verified.') {}
export class RequiredFieldMissing extends DomainError {
  readonly code = 'ACCOUNT.REQUIRED';
  readonly message: string;
  override readonly field: string;
  constructor(field: string, label: string) {
    super();
    this.field = field;
    this.message = `${label} is required.`;
  }
}
export class UserNotFound extends domainError('ACCOUNT.USER_NOT_FOUND', 'The account does not exist.') {}
