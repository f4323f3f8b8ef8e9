import { describeProfilePictureStoreContract } from '../ports/profile-picture-store.contract.ts';
import { InMemoryProfilePictureStore } from './in-memory-profile-picture-store.ts';
import { describeUserProfileRepositoryContract } from '../ports/user-profile-repository.contract.ts';
import { InMemoryUserProfileRepository } from './in-memory-user-profile-repository.ts';
import { describePageRegistryContract } from '../ports/page-registry.contract.ts';
import { InMemoryPageRegistry } from './in-memory-page-registry.ts';

describePageRegistryContract('in memory', async () => {
  const registry = new InMemoryPageRegistry();
  return { registry, addPage: async (page) => registry.add(page) };
});

describeUserProfileRepositoryContract('in memory', async () => ({
  profiles: new InMemoryUserProfileRepository(),
  aUser: async () => globalThis.crypto.randomUUID(),
}));

describeProfilePictureStoreContract('in memory', async () => ({
  pictures: new InMemoryProfilePictureStore(),
  aUser: async () => globalThis.crypto.randomUUID(),
}));
