import { describeQuestRepositoryContract } from '../ports/quest-repository.contract.ts';
import { describeQuestRunRepositoryContract } from '../ports/quest-run-repository.contract.ts';
import { InMemoryQuestRepository } from './in-memory-quest-repository.ts';
import { InMemoryQuestRunRepository } from './in-memory-quest-run-repository.ts';

describeQuestRepositoryContract('in memory', async () => ({ repo: new InMemoryQuestRepository() }));
describeQuestRunRepositoryContract('in memory', async () => ({
  repo: new InMemoryQuestRunRepository(),
  quests: new InMemoryQuestRepository(),
}));
