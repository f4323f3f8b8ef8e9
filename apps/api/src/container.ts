import { Container } from 'inversify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { MikroOrmAccountTokenRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-account-token-repository.ts';
import { MikroOrmCompanyInvitationRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-company-invitation-repository.ts';
import { MikroOrmCompanyRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-company-repository.ts';
import { MikroOrmEmailOutbox } from '@lurkit/adapters/postgres/mail/mikro-orm-email-outbox.ts';
import { MikroOrmSessionRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-session-repository.ts';
import { MikroOrmUserEventRepository } from '@lurkit/adapters/postgres/events/mikro-orm-user-event-repository.ts';
import { MikroOrmUserRepository } from '@lurkit/adapters/postgres/accounts/mikro-orm-user-repository.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { PgBossMailer } from '@lurkit/adapters/jobs/pg-boss-mailer.ts';
import type { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { systemClock, type ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { AppConfig } from './config.ts';
import type { RequestScope } from './request-scope.ts';
import { TOKENS } from './tokens.ts';

export interface Infrastructure {
  config: AppConfig;
  orm: MikroORM;
  queue: PgBossJobQueue;
  clock?: ClockPort;
}

/** The API's composition root: the only place that knows which adapter serves which port. */
export function createContainer({ config, orm, queue, clock = systemClock }: Infrastructure): Container {
  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(config);
  container.bind(TOKENS.Clock).toConstantValue(clock);
  container.bind(TOKENS.PasswordHasher).toConstantValue(new Argon2idPasswordHasher());
  // The API never talks SMTP itself: mails become jobs, so a slow or failing server cannot break a request.
  container.bind(TOKENS.Mailer).toConstantValue(new PgBossMailer(queue));
  container.bind(TOKENS.RequestScope).toDynamicValue((ctx) => {
    const hasher = ctx.get(TOKENS.PasswordHasher);
    const mailer = ctx.get(TOKENS.Mailer);
    return (): RequestScope => {
      // One unit of work per request: entities never leak between requests.
      const em = orm.em.fork();
      return {
        accounts: {
          users: new MikroOrmUserRepository(em),
          companies: new MikroOrmCompanyRepository(em),
          invitations: new MikroOrmCompanyInvitationRepository(em),
          tokens: new MikroOrmAccountTokenRepository(em),
          sessions: new MikroOrmSessionRepository(em),
          hasher,
          mailer,
          clock,
          appUrl: config.appUrl,
        },
        userEvents: new MikroOrmUserEventRepository(em),
        outbox: new MikroOrmEmailOutbox(em),
      };
    };
  });
  return container;
}
