import { describeAccountTokenRepositoryContract } from '../ports/account-token-repository.contract.ts';
import { describeCompanyInvitationRepositoryContract } from '../ports/company-invitation-repository.contract.ts';
import { describeCompanyRepositoryContract } from '../ports/company-repository.contract.ts';
import { describeSessionRepositoryContract } from '../ports/session-repository.contract.ts';
import { describeUserRepositoryContract } from '../ports/user-repository.contract.ts';
import { InMemoryAccountTokenRepository } from './in-memory-account-token-repository.ts';
import { InMemoryCompanyInvitationRepository } from './in-memory-company-invitation-repository.ts';
import { InMemoryCompanyRepository } from './in-memory-company-repository.ts';
import { InMemorySessionRepository } from './in-memory-session-repository.ts';
import { InMemoryUserRepository } from './in-memory-user-repository.ts';

describeUserRepositoryContract('in memory', async () => ({ repo: new InMemoryUserRepository() }));
describeCompanyRepositoryContract('in memory', async () => ({
  repo: new InMemoryCompanyRepository(),
  users: new InMemoryUserRepository(),
}));
describeCompanyInvitationRepositoryContract('in memory', async () => ({
  repo: new InMemoryCompanyInvitationRepository(),
  users: new InMemoryUserRepository(),
  companies: new InMemoryCompanyRepository(),
}));
describeAccountTokenRepositoryContract('in memory', async () => ({
  repo: new InMemoryAccountTokenRepository(),
  users: new InMemoryUserRepository(),
}));
describeSessionRepositoryContract('in memory', async () => {
  const users = new InMemoryUserRepository();
  const companies = new InMemoryCompanyRepository();
  return { repo: new InMemorySessionRepository({ users, companies }), users, companies };
});
