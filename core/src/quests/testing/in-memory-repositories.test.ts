import { describeQuestKitCodesContract } from '../ports/quest-kit-codes.contract.ts';
import { InMemoryQuestKitCodes } from './in-memory-quest-kit-codes.ts';
import { describeQuestContentFiguresContract } from '../ports/quest-content-figures.contract.ts';
import { FakeQuestContentFigures } from './fake-quest-content-figures.ts';
import { describePayoutAccountRepositoryContract } from '../ports/payout-account-repository.contract.ts';
import { InMemoryPayoutAccounts } from './in-memory-payout-accounts.ts';
import { describeQuestPaymentRepositoryContract } from '../ports/quest-payment-repository.contract.ts';
import { describeQuestRepositoryContract } from '../ports/quest-repository.contract.ts';
import { describeQuestRunRepositoryContract } from '../ports/quest-run-repository.contract.ts';
import { InMemoryQuestPaymentRepository } from './in-memory-quest-payment-repository.ts';
import { InMemoryQuestRepository } from './in-memory-quest-repository.ts';
import { InMemoryQuestRunRepository } from './in-memory-quest-run-repository.ts';

describeQuestRepositoryContract('in memory', async () => ({ repo: new InMemoryQuestRepository() }));
describeQuestRunRepositoryContract('in memory', async () => ({
  repo: new InMemoryQuestRunRepository(),
  quests: new InMemoryQuestRepository(),
}));
describeQuestPaymentRepositoryContract('in memory', async () => ({ repo: new InMemoryQuestPaymentRepository() }));
describePayoutAccountRepositoryContract('in memory', async () => ({ repo: new InMemoryPayoutAccounts() }));
describeQuestContentFiguresContract('in memory', async () => {
  const figures = new FakeQuestContentFigures();
  return { figures, givenPosts: async (posts) => figures.add(posts) };
});
describeQuestKitCodesContract('in memory', async () => {
  const kit = new InMemoryQuestKitCodes();
  return {
    kit,
    givenItem: async (companyId, platform, codes) => {
      const itemId = globalThis.crypto.randomUUID();
      kit.stock(companyId, itemId, platform, codes);
      return itemId;
    },
  };
});
