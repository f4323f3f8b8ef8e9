import type { ClockPort } from '../../shared/clock.port.ts';
import type { MailerPort } from '../../shared/mailer.port.ts';
import type { RateLimitPort } from '../../shared/rate-limit.port.ts';
import type { ActivationDirectoryPort } from '../ports/activation-directory.port.ts';
import type { InvitationEnrolmentPort } from '../ports/invitation-enrolment.port.ts';
import type { InvitableCreatorDirectoryPort } from '../ports/invitable-creator-directory.port.ts';
import type { CreatorInvitationRepositoryPort } from '../ports/invitation-repository.port.ts';

export interface InvitationsDeps {
  invitations: CreatorInvitationRepositoryPort;
  activations: ActivationDirectoryPort;
  creators: InvitableCreatorDirectoryPort;
  /** Accepting enrols the creator in the activation (e.g. a Key campaign participant). */
  enrolment: InvitationEnrolmentPort;
  mailer: MailerPort;
  clock: ClockPort;
  /** Invitations per company and mails per address. */
  limits: RateLimitPort;
  /** Public base URL of the web app, for links in emails (no trailing slash). */
  appUrl: string;
}
