import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import { notRequested, type CreatorAccess } from '../domain/creator-access.entity.ts';
import type { CreatorAccessRepositoryPort } from './creator-access-repository.port.ts';

export interface CreatorAccessRepositoryFixture extends ContractFixture {
  repo: CreatorAccessRepositoryPort;
  /** Saves the user an access record belongs to and answers their id; a random id when absent. */
  user?: () => Promise<string>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeCreatorAccessRepositoryContract(name: string, make: () => Promise<CreatorAccessRepositoryFixture>): void {
  describeContract('CreatorAccessRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aUserId = async () => (await fixture().user?.()) ?? uuid();
    const refused = (userId: string): CreatorAccess => ({
      userId,
      status: 'refused',
      requestedAt: BUILDER_NOW,
      decidedAt: BUILDER_NOW,
      channels: [
        { provider: 'twitch', channelId: 'tw-1', qualifies: false, reasons: ['channelTooNew', 'insufficientFollowers'] },
        { provider: 'tiktok', channelId: 'tt-1', qualifies: false, reasons: ['notBusinessAccount'] },
      ],
    });

    it('finds a saved record by user with its channel verdicts, and keeps one per user', async () => {
      const userId = await aUserId();
      await repo().save(notRequested(userId));
      expect(await repo().findByUserId(userId)).toEqual(notRequested(userId));
      await repo().save(refused(userId));
      expect(await repo().findByUserId(userId)).toEqual(refused(userId));
    });

    it('answers null for a user who never asked', async () => {
      expect(await repo().findByUserId(uuid())).toBeNull();
      expect(await repo().findByUserId('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned record changes nothing stored', async () => {
      const userId = await aUserId();
      await repo().save(refused(userId));
      const found = await repo().findByUserId(userId);
      Object.assign(found ?? {}, { status: 'granted' });
      Object.assign(found?.channels[0] ?? {}, { qualifies: true });
      expect(await repo().findByUserId(userId)).toEqual(refused(userId));
    });
  });
}
