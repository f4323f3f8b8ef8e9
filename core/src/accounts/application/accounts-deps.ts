import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { RateLimitPort } from '../../shared/rate-limit.port.ts';
import type { AccountLinkRequestsPort } from '../ports/account-link-requests.port.ts';
import type { AccountTokenRepositoryPort } from '../ports/account-token-repository.port.ts';
import type { CompanyInvitationRepositoryPort } from '../ports/company-invitation-repository.port.ts';
import type { CompanyRepositoryPort } from '../ports/company-repository.port.ts';
import type { PasswordHasherPort } from '../ports/password-hasher.port.ts';
import type { SessionRepositoryPort } from '../ports/session-repository.port.ts';
import type { UserRepositoryPort } from '../ports/user-repository.port.ts';
import type { CompanyMemberLimitsPort } from '../ports/company-member-limits.port.ts';

/** Everything the accounts use cases may need; each use case declares the part it uses with Pick. */
export interface AccountsDeps {
  users: UserRepositoryPort;
  companies: CompanyRepositoryPort;
  invitations: CompanyInvitationRepositoryPort;
  tokens: AccountTokenRepositoryPort;
  sessions: SessionRepositoryPort;
  hasher: PasswordHasherPort;
  mailer: MailerPort;
  /** Signed-out reset and resend requests, handed to the worker. */
  linkRequests: AccountLinkRequestsPort;
  clock: ClockPort;
  /** Seats per company, from its plan. */
  memberLimits: CompanyMemberLimitsPort;
  /** Counters shared by every API instance (sign-in guesses, mails per address, ...). */
  limits: RateLimitPort;
  /** Public base URL of the web app, for links in emails (no trailing slash). */
  appUrl: string;
}
