import { describeActivationPublishingRepositoryContract } from '../ports/activation-publishing-repository.contract.ts';
import { InMemoryActivationPublishingRepository } from './in-memory-activation-publishing-repository.ts';

describeActivationPublishingRepositoryContract('in memory', async () => {
  const repo = new InMemoryActivationPublishingRepository();
  return { repo, existing: (activation) => repo.save(activation) };
});
