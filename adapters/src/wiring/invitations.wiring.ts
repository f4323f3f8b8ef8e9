import type { InvitationsDeps } from '@lurkit/core/invitations/application/invitations-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QueuedMailer } from '../mail/queued-mailer.ts';
import { notifyingMailer } from './notifications.wiring.ts';
import { QuotaMailer } from '@lurkit/core/shared/mail-quota.ts';
import { AccountsInvitableCreators, TableActivationDirectory } from '../postgres/invitations/invitation-directories.ts';
import { MikroOrmCreatorInvitationRepository } from '../postgres/invitations/mikro-orm-creator-invitation-repository.ts';
import { ActivationEnrolment } from './activation-enrolment.ts';
import type { Infrastructure } from './infrastructure.ts';
import { keysWiring } from './keys.wiring.ts';
import { missionsWiring } from './missions.wiring.ts';
import { ProgramsAdmission } from './program-admission.ts';
import { programsWiring } from './programs.wiring.ts';

/** Creator invitations on one unit of work; invitation mails are queued in its transaction. */
export const invitationsWiring = (em: EntityManager, infra: Infrastructure): InvitationsDeps => ({
  invitations: new MikroOrmCreatorInvitationRepository(em),
  activations: new TableActivationDirectory(em),
  creators: new AccountsInvitableCreators(em),
  // Built only when an answer needs it: the activation's context on the same entity manager (one transaction).
  enrolment: new ActivationEnrolment({
    keys: () => keysWiring(em, infra),
    missions: () => ({ ...missionsWiring(em, infra), admission: new ProgramsAdmission(() => programsWiring(em, infra)) }),
  }),
  // Invitation mails count against the same hourly quota per address as accounts mails.
  mailer: notifyingMailer(new QuotaMailer(new QueuedMailer(em), infra.limits, infra.clock), em, infra),
  clock: infra.clock,
  limits: infra.limits,
  appUrl: infra.appUrl,
});
