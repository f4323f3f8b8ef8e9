import { describePageRegistryContract } from '../ports/page-registry.contract.ts';
import { InMemoryPageRegistry } from './in-memory-page-registry.ts';

describePageRegistryContract('in memory', async () => {
  const registry = new InMemoryPageRegistry();
  return { registry, addPage: async (page) => registry.add(page) };
});
