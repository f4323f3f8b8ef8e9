import { describeUserEventRepositoryContract } from '../user-event-repository.contract.ts';
import { InMemoryUserEventRepository } from './in-memory-user-event-repository.ts';

describeUserEventRepositoryContract('in memory', async () => {
  const repo = new InMemoryUserEventRepository();
  return { repo, listRecent: (limit) => repo.listRecent(limit) };
});
