import { newId } from '../../shared/ids.ts';
import { describeGameFeedRepositoryContract } from '../ports/game-feed-repository.contract.ts';
import { describeGameRepositoryContract } from '../ports/game-repository.contract.ts';
import { InMemoryGameFeedRepository } from './in-memory-game-feed-repository.ts';
import { InMemoryGameRepository } from './in-memory-game-repository.ts';

describeGameRepositoryContract('in memory', async () => ({ games: new InMemoryGameRepository() }));
describeGameFeedRepositoryContract('in memory', async () => ({
  feeds: new InMemoryGameFeedRepository(),
  aStoredGame: async () => newId(),
}));
