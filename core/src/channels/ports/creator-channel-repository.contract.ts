import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { UserRepositoryPort } from '../../accounts/ports/user-repository.port.ts';
import { aSavedUser } from '../../accounts/testing/contract-fixtures.ts';
import type { CreatorChannel } from '../domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from './creator-channel-repository.port.ts';

export interface CreatorChannelRepositoryFixture extends ContractFixture {
  repo: CreatorChannelRepositoryPort;
  /** Channels belong to creators, so the creators are saved first. */
  users: UserRepositoryPort;
}

const at = (iso: string) => new Date(iso);

export function aChannelRecord(creatorId: string, overrides: Partial<CreatorChannel> = {}): CreatorChannel {
  const id = globalThis.crypto.randomUUID();
  return {
    id,
    creatorId,
    provider: 'twitch',
    providerChannelId: `tw-${id}`,
    handle: `handle${id.slice(0, 6)}`,
    displayName: 'Some Channel',
    followers: 1200,
    averageConcurrentViewers: 35,
    averageViewsPerVideo: null,
    averageViewsPerShort: null,
    accountCreatedAt: at('2024-05-01T10:00:00.000Z'),
    isBusinessAccount: null,
    affiliation: 'twitchAffiliate',
    language: 'en',
    country: 'SE',
    syncedAt: at('2026-11-01T06:00:00.000Z'),
    ...overrides,
  };
}

export function describeCreatorChannelRepositoryContract(name: string, make: () => Promise<CreatorChannelRepositoryFixture>): void {
  describeContract('CreatorChannelRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const creator = async () => (await aSavedUser(fixture().users, { userType: 'Creator' })).id;

    it('finds a saved channel by creator and by platform id, every field kept', async () => {
      const channel = aChannelRecord(await creator(), {
        provider: 'youtube',
        averageConcurrentViewers: null,
        averageViewsPerVideo: 5400,
        averageViewsPerShort: 900,
      });
      await repo().save(channel);
      expect(await repo().findByCreator(channel.creatorId)).toEqual([channel]);
      expect(await repo().findByProviderChannel('youtube', channel.providerChannelId)).toEqual(channel);
      expect(await repo().findByProviderChannel('twitch', channel.providerChannelId)).toBeNull();
    });

    it('saves many at once and lists a creator’s channels by provider', async () => {
      const creatorId = await creator();
      const tiktok = aChannelRecord(creatorId, { provider: 'tiktok', isBusinessAccount: true, averageConcurrentViewers: null });
      const twitch = aChannelRecord(creatorId);
      const other = aChannelRecord(await creator());
      await repo().saveMany([tiktok, twitch, other]);
      expect(await repo().findByCreator(creatorId)).toEqual([tiktok, twitch]);
      expect(await repo().findByCreators([creatorId, other.creatorId, 'not-a-uuid'])).toEqual([tiktok, twitch, other]);
      expect(await repo().findByCreators([])).toEqual([]);
      await repo().saveMany([]);
    });

    it('replaces the channel with the same platform id, keeping one', async () => {
      const channel = aChannelRecord(await creator());
      await repo().save(channel);
      const synced = { ...channel, followers: 1800, syncedAt: at('2026-11-02T06:00:00.000Z') };
      await repo().saveMany([synced]);
      expect(await repo().findByCreator(channel.creatorId)).toEqual([synced]);
    });

    it('answers empty for unknown ids and hands out copies', async () => {
      expect(await repo().findByCreator(globalThis.crypto.randomUUID())).toEqual([]);
      expect(await repo().findByCreator('not-a-uuid')).toEqual([]);
      expect(await repo().findByProviderChannel('tiktok', 'nobody')).toBeNull();
      const channel = aChannelRecord(await creator());
      await repo().save(channel);
      const found = await repo().findByProviderChannel('twitch', channel.providerChannelId);
      Object.assign(found ?? {}, { followers: 1 });
      expect(await repo().findByProviderChannel('twitch', channel.providerChannelId)).toEqual(channel);
    });
  });
}
