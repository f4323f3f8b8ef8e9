import { describeKeyCampaignRepositoryContract } from '../ports/key-campaign-repository.contract.ts';
import { describeKeyParticipantRepositoryContract } from '../ports/key-participant-repository.contract.ts';
import { describeLurkcoinLedgerContract } from '../ports/lurkcoin-ledger.contract.ts';
import { InMemoryKeyCampaignRepository } from './in-memory-key-campaign-repository.ts';
import { InMemoryKeyParticipantRepository } from './in-memory-key-participant-repository.ts';
import { InMemoryLurkcoinLedger } from './in-memory-lurkcoin-ledger.ts';

describeKeyCampaignRepositoryContract('in memory', async () => ({ repo: new InMemoryKeyCampaignRepository() }));
describeKeyParticipantRepositoryContract('in memory', async () => {
  const campaigns = new InMemoryKeyCampaignRepository();
  return { repo: new InMemoryKeyParticipantRepository(campaigns), campaigns };
});
describeLurkcoinLedgerContract('in memory', async () => {
  const ledger = new InMemoryLurkcoinLedger();
  return { ledger, balanceOf: async (creatorId: string) => ledger.balanceOf(creatorId) };
});
