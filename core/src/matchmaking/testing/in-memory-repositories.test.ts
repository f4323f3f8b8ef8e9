import { describeMatchmakingListRepositoryContract } from '../ports/matchmaking-list-repository.contract.ts';
import { InMemoryMatchmakingListRepository } from './in-memory-matchmaking-list-repository.ts';

describeMatchmakingListRepositoryContract('in memory', async () => ({ repo: new InMemoryMatchmakingListRepository() }));
