import { describeCreatorAccessRepositoryContract } from '../ports/creator-access-repository.contract.ts';
import { InMemoryCreatorAccessRepository } from './in-memory-creator-access-repository.ts';

describeCreatorAccessRepositoryContract('in memory', async () => ({ repo: new InMemoryCreatorAccessRepository() }));
