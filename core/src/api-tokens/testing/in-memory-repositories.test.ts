import { describeApiTokenRepositoryContract } from '../ports/api-token-repository.contract.ts';
import { InMemoryApiTokenRepository } from './in-memory-api-token-repository.ts';

describeApiTokenRepositoryContract('in memory', async () => ({
  repo: new InMemoryApiTokenRepository(),
  companyId: '00000000-0000-4000-8000-0000000000c1',
  ownerId: '00000000-0000-4000-8000-0000000000a1',
  otherCompanyId: '00000000-0000-4000-8000-0000000000c2',
}));
