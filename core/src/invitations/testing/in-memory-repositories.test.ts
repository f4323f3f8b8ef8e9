import { describeCreatorInvitationRepositoryContract } from '../ports/invitation-repository.contract.ts';
import { InMemoryCreatorInvitationRepository } from './in-memory-creator-invitation-repository.ts';

describeCreatorInvitationRepositoryContract('in memory', async () => ({ repo: new InMemoryCreatorInvitationRepository() }));
