import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { InMemoryRateLimits } from '../../shared/testing/in-memory-rate-limits.ts';
import type { InvitationsDeps } from '../application/invitations-deps.ts';
import { BUILDER_NOW, COMPANY_ID, QUEST_ID } from './builders.ts';
import { InMemoryActivationDirectory } from './in-memory-activation-directory.ts';
import { InMemoryCreatorInvitationRepository } from './in-memory-creator-invitation-repository.ts';
import { InMemoryInvitationEnrolment } from './in-memory-invitation-enrolment.ts';
import { InMemoryInvitableCreatorDirectory } from './in-memory-invitable-creator-directory.ts';

export const TEST_APP_URL = 'https://app.lurkit.test';

export interface InvitationsTestDeps extends InvitationsDeps {
  invitations: InMemoryCreatorInvitationRepository;
  activations: InMemoryActivationDirectory;
  creators: InMemoryInvitableCreatorDirectory;
  enrolment: InMemoryInvitationEnrolment;
  mailer: RecordingMailer;
  clock: SettableClock;
  limits: InMemoryRateLimits;
}

/** Fresh deps knowing one open Quest, QUEST_ID, of COMPANY_ID. */
export function invitationsTestDeps(now: Date = BUILDER_NOW): InvitationsTestDeps {
  const activations = new InMemoryActivationDirectory();
  activations.add('QUEST', QUEST_ID, {
    companyId: COMPANY_ID,
    name: 'Spring Stream',
    companyName: 'Demo Studio',
    acceptsInvitations: true,
    companyVerified: true,
  });
  return {
    invitations: new InMemoryCreatorInvitationRepository(),
    activations,
    creators: new InMemoryInvitableCreatorDirectory(),
    enrolment: new InMemoryInvitationEnrolment(),
    mailer: new RecordingMailer(),
    clock: new SettableClock(now),
    limits: new InMemoryRateLimits(),
    appUrl: TEST_APP_URL,
  };
}
