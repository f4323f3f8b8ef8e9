import { describeApiTokenOwnersContract } from '../ports/api-token-owners.contract.ts';
import { describeApiTokenRepositoryContract } from '../ports/api-token-repository.contract.ts';
import { InMemoryApiTokenOwners } from './in-memory-api-token-owners.ts';
import { InMemoryApiTokenRepository } from './in-memory-api-token-repository.ts';

describeApiTokenRepositoryContract('in memory', async () => ({
  repo: new InMemoryApiTokenRepository(),
  companyId: '00000000-0000-4000-8000-0000000000c1',
  ownerId: '00000000-0000-4000-8000-0000000000a1',
  otherCompanyId: '00000000-0000-4000-8000-0000000000c2',
}));

describeApiTokenOwnersContract('in memory', async () => {
  const ids = { companyId: 'c1', otherCompanyId: 'c2', ownerId: 'u1', memberId: 'u2', inactiveOwnerId: 'u3' };
  // The twin knows owners only: a member, or an owner whose account is inactive, is never added.
  const owners = new InMemoryApiTokenOwners();
  owners.add(ids.companyId, ids.ownerId);
  return { owners, ...ids };
});
