import { InMemoryCompanyRepository } from '../../testing/in-memory-company-repository.ts';
import { InMemoryUserRepository } from '../../testing/in-memory-user-repository.ts';
import { describeCompanyPageRepositoryContract } from '../ports/company-page-repository.contract.ts';
import { InMemoryCompanyPageRepository } from './in-memory-company-page-repository.ts';

describeCompanyPageRepositoryContract('in memory', async () => ({
  repo: new InMemoryCompanyPageRepository(),
  companies: new InMemoryCompanyRepository(),
  users: new InMemoryUserRepository(),
}));
