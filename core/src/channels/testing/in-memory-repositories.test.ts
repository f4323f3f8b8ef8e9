import { describeChannelSyncSourcesContract } from '../ports/channel-sync-sources.contract.ts';
import { InMemoryChannelSyncSources } from './in-memory-channel-sync-sources.ts';
import { InMemoryUserRepository } from '../../accounts/testing/in-memory-user-repository.ts';
import { describeCreatorChannelRepositoryContract } from '../ports/creator-channel-repository.contract.ts';
import { InMemoryCreatorChannelRepository } from './in-memory-creator-channel-repository.ts';

describeCreatorChannelRepositoryContract('in memory', async () => ({
  repo: new InMemoryCreatorChannelRepository(),
  users: new InMemoryUserRepository(),
}));

describeChannelSyncSourcesContract('in memory', async () => {
  const sources = new InMemoryChannelSyncSources();
  return {
    sources,
    connect: async ({ provider, login, valid = true, language = null, country = null }) => {
      const source = {
        creatorId: globalThis.crypto.randomUUID(),
        provider,
        providerChannelId: `${provider}-${login}`,
        handle: login,
        displayName: login,
        language,
        country,
      };
      sources.connect(source, valid);
      return source;
    },
  };
});
