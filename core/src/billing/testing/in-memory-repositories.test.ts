import { describeBillingRepositoryContract } from '../ports/billing-repository.contract.ts';
import { InMemoryBillingRepository } from './in-memory-billing-repository.ts';

describeBillingRepositoryContract('in memory', async () => ({
  repo: new InMemoryBillingRepository(),
  companies: ['00000000-0000-4000-8000-00000000c0c1', '00000000-0000-4000-8000-00000000c0c2'],
}));
