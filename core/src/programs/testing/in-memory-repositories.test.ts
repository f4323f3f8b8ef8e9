import { describeAnnouncementRepositoryContract } from '../ports/announcement-repository.contract.ts';
import { describeCreatorProgramRepositoryContract } from '../ports/creator-program-repository.contract.ts';
import { describeMembershipRepositoryContract } from '../ports/membership-repository.contract.ts';
import { InMemoryAnnouncementRepository } from './in-memory-announcement-repository.ts';
import { InMemoryCreatorProgramRepository } from './in-memory-creator-program-repository.ts';
import { InMemoryMembershipRepository } from './in-memory-membership-repository.ts';
import { aCreatorProgram } from './builders.ts';

describeCreatorProgramRepositoryContract('in memory', async () => ({ repo: new InMemoryCreatorProgramRepository() }));
describeMembershipRepositoryContract('in memory', async () => {
  const programs = new InMemoryCreatorProgramRepository();
  return {
    repo: new InMemoryMembershipRepository(programs),
    program: async (applicationResponseDays = null) => {
      const program = aCreatorProgram().ownedBy(globalThis.crypto.randomUUID()).build();
      await programs.save({ ...program, applicationResponseDays });
      return program.id;
    },
  };
});
describeAnnouncementRepositoryContract('in memory', async () => ({ repo: new InMemoryAnnouncementRepository() }));
