import { describeMissionRepositoryContract } from '../ports/mission-repository.contract.ts';
import { describeMissionRunRepositoryContract } from '../ports/mission-run-repository.contract.ts';
import { InMemoryMissionRepository } from './in-memory-mission-repository.ts';
import { InMemoryMissionRunRepository } from './in-memory-mission-run-repository.ts';

describeMissionRepositoryContract('in memory', async () => ({ repo: new InMemoryMissionRepository() }));
describeMissionRunRepositoryContract('in memory', async () => ({ repo: new InMemoryMissionRunRepository() }));
