import { describeCompanyReviewQueueContract } from '@lurkit/core/accounts/company-review/ports/company-review-queue.contract.ts';
import { MikroOrmCompanyReviewQueue } from './mikro-orm-company-review-queue.ts';
import { describeAccountTokenRepositoryContract } from '@lurkit/core/accounts/ports/account-token-repository.contract.ts';
import { describeCompanyInvitationRepositoryContract } from '@lurkit/core/accounts/ports/company-invitation-repository.contract.ts';
import { describeCompanyRepositoryContract } from '@lurkit/core/accounts/ports/company-repository.contract.ts';
import { describeSessionRepositoryContract } from '@lurkit/core/accounts/ports/session-repository.contract.ts';
import { describeUserRepositoryContract } from '@lurkit/core/accounts/ports/user-repository.contract.ts';
import { afterAll } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmAccountTokenRepository } from './mikro-orm-account-token-repository.ts';
import { MikroOrmCompanyInvitationRepository } from './mikro-orm-company-invitation-repository.ts';
import { MikroOrmCompanyRepository } from './mikro-orm-company-repository.ts';
import { MikroOrmSessionRepository } from './mikro-orm-session-repository.ts';
import { MikroOrmUserRepository } from './mikro-orm-user-repository.ts';

const db = useTestDatabase();

/** One fork per fixture, as the API forks one per request. */
const em = () => db().orm.em.fork();

describeUserRepositoryContract('PostgreSQL', async () => ({ repo: new MikroOrmUserRepository(em()) }));
describeCompanyRepositoryContract('PostgreSQL', async () => {
  const shared = em();
  return { repo: new MikroOrmCompanyRepository(shared), users: new MikroOrmUserRepository(shared) };
});
describeCompanyInvitationRepositoryContract('PostgreSQL', async () => {
  const shared = em();
  return {
    repo: new MikroOrmCompanyInvitationRepository(shared),
    users: new MikroOrmUserRepository(shared),
    companies: new MikroOrmCompanyRepository(shared),
  };
});
describeAccountTokenRepositoryContract('PostgreSQL', async () => {
  const shared = em();
  return { repo: new MikroOrmAccountTokenRepository(shared), users: new MikroOrmUserRepository(shared) };
});
describeSessionRepositoryContract('PostgreSQL', async () => {
  const shared = em();
  return {
    repo: new MikroOrmSessionRepository(shared),
    users: new MikroOrmUserRepository(shared),
    companies: new MikroOrmCompanyRepository(shared),
  };
});
describeCompanyReviewQueueContract('PostgreSQL', async () => {
  const shared = em();
  return {
    queue: new MikroOrmCompanyReviewQueue(shared),
    companies: new MikroOrmCompanyRepository(shared),
    users: new MikroOrmUserRepository(shared),
  };
});
