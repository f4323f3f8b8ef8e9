import { describeAnnouncementRepositoryContract } from '../ports/announcement-repository.contract.ts';
import { describeCreatorProgramRepositoryContract } from '../ports/creator-program-repository.contract.ts';
import { describeMembershipRepositoryContract } from '../ports/membership-repository.contract.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';

describeCreatorProgramRepositoryContract('in memory', async () => ({ repo: new InMemoryCreatorProgramRepository() }));
describeMembershipRepositoryContract('in memory', async () => ({ repo: new InMemoryMembershipRepository() }));
describeAnnouncementRepositoryContract('in memory', async () => ({ repo: new InMemoryAnnouncementRepository() }));
