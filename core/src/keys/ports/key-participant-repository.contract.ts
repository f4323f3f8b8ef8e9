import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aKeyCampaign, aParticipant } from '../testing/builders.ts';
import type { KeyParticipantRepositoryPort } from './key-participant-repository.port.ts';

export interface KeyParticipantRepositoryFixture extends ContractFixture {
  repo: KeyParticipantRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();
const claimOf = (platform: string) => ({ platform, code: `KEY-${uuid()}`, claimedAt: BUILDER_NOW, contentDueAt: BUILDER_NOW });

export function describeKeyParticipantRepositoryContract(name: string, make: () => Promise<KeyParticipantRepositoryFixture>): void {
  describeContract('KeyParticipantRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aCampaign = () => aKeyCampaign({ id: uuid(), companyId: uuid() });

    it('finds a saved participant by id and by campaign and creator, every field kept', async () => {
      const campaign = aCampaign();
      const participant = aParticipant(campaign, {
        id: uuid(),
        creatorId: uuid(),
        state: 'submittedContent',
        claim: claimOf('Steam'),
        submission: { url: 'https://youtu.be/x', submittedAt: BUILDER_NOW, onTime: true },
        kitSentCount: 2,
        kitLastSentAt: BUILDER_NOW,
      });
      await repo().save(participant);
      expect(await repo().findById(participant.id)).toEqual(participant);
      expect(await repo().findByCampaignAndCreator(campaign.id, participant.creatorId)).toEqual(participant);
      expect(await repo().findByCampaignAndCreator(aCampaign().id, participant.creatorId)).toBeNull();
    });

    it('answers null for an unknown participant', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
      expect(await repo().findByCampaignAndCreator('not-a-uuid', 'not-a-uuid')).toBeNull();
    });

    it('updates a participant on a second save, and refuses a second one for the same campaign and creator', async () => {
      const campaign = aCampaign();
      const participant = aParticipant(campaign, { id: uuid(), creatorId: uuid() });
      await repo().save(participant);
      const accepted = { ...participant, state: 'accepted' as const, reviewedAt: BUILDER_NOW };
      await repo().save(accepted);
      expect(await repo().findById(participant.id)).toEqual(accepted);
      const twin = aParticipant(campaign, { id: uuid(), creatorId: participant.creatorId });
      await expect(repo().save(twin)).rejects.toThrow();
      expect(await repo().findById(twin.id)).toBeNull();
    });

    it('counts the claimed keys of one campaign and platform', async () => {
      const campaign = aCampaign();
      const claimed = (platform: string, c = campaign) => aParticipant(c, { id: uuid(), creatorId: uuid(), claim: claimOf(platform) });
      for (const p of [claimed('Steam'), claimed('Steam'), claimed('Xbox'), claimed('Steam', aCampaign())]) await repo().save(p);
      await repo().save(aParticipant(campaign, { id: uuid(), creatorId: uuid() }));
      expect(await repo().countClaims(campaign.id, 'Steam')).toBe(2);
      expect(await repo().countClaims(campaign.id, 'Xbox')).toBe(1);
      expect(await repo().countClaims(campaign.id, 'PlayStation 5')).toBe(0);
    });

    it('hands out copies, so changing a returned participant changes nothing stored', async () => {
      const participant = aParticipant(aCampaign(), { id: uuid(), creatorId: uuid(), claim: claimOf('Steam') });
      await repo().save(participant);
      const found = await repo().findById(participant.id);
      Object.assign(found ?? {}, { kitSentCount: 9 });
      Object.assign(found?.claim ?? {}, { code: 'changed' });
      expect(await repo().findById(participant.id)).toEqual(participant);
    });
  });
}
