import { describeItemImageStoreContract } from '../ports/item-image-store.contract.ts';
import { InMemoryItemImageStore } from './in-memory-item-image-store.ts';
import { describeCodeEventRepositoryContract } from '../ports/code-event-repository.contract.ts';
import { InMemoryCodeEventRepository } from './in-memory-code-event-repository.ts';
import { describeCodeItemRepositoryContract } from '../ports/code-item-repository.contract.ts';
import { describeCodeRepositoryContract } from '../ports/code-repository.contract.ts';
import { describeCodeRequestRepositoryContract } from '../ports/code-request-repository.contract.ts';
import { describeDistributionRuleRepositoryContract } from '../ports/distribution-rule-repository.contract.ts';
import { InMemoryCodeItemRepository } from './in-memory-code-item-repository.ts';
import { InMemoryCodeRepository } from './in-memory-code-repository.ts';
import { InMemoryCodeRequestRepository } from './in-memory-code-request-repository.ts';
import { InMemoryDistributionRuleRepository } from './in-memory-distribution-rule-repository.ts';

describeCodeItemRepositoryContract('in memory', async () => ({ repo: new InMemoryCodeItemRepository() }));
describeCodeRepositoryContract('in memory', async () => ({ repo: new InMemoryCodeRepository() }));
describeCodeRequestRepositoryContract('in memory', async () => ({ repo: new InMemoryCodeRequestRepository() }));
describeDistributionRuleRepositoryContract('in memory', async () => ({ repo: new InMemoryDistributionRuleRepository() }));
describeCodeEventRepositoryContract('in memory', async () => ({
  repo: new InMemoryCodeEventRepository(),
  aStoredCode: async () => ({ codeId: globalThis.crypto.randomUUID(), companyId: 'company', userId: 'user' }),
}));
describeItemImageStoreContract('in memory', async () => ({ store: new InMemoryItemImageStore(), aCompany: async () => 'company' }));
