import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { aKeyCampaign } from '../testing/builders.ts';
import type { KeyCampaignRepositoryPort } from './key-campaign-repository.port.ts';

export interface KeyCampaignRepositoryFixture extends ContractFixture {
  repo: KeyCampaignRepositoryPort;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeKeyCampaignRepositoryContract(name: string, make: () => Promise<KeyCampaignRepositoryFixture>): void {
  describeContract('KeyCampaignRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const aCampaign = () => aKeyCampaign({ id: uuid(), companyId: uuid(), codeItemId: uuid() });

    it('finds a saved campaign with every field, and replaces it on a second save', async () => {
      const campaign = {
        ...aCampaign(),
        plannedRelease: new Date('2025-05-01T00:00:00.000Z'),
        media: ['https://example.com/trailer.mp4'],
        specialInstructions: 'Mention the demo',
      };
      await repo().save(campaign);
      expect(await repo().findById(campaign.id)).toEqual(campaign);
      const edited = { ...campaign, name: 'Renamed', keysPerPlatform: { Steam: 3 }, platforms: ['Steam'] };
      await repo().save(edited);
      expect(await repo().findById(campaign.id)).toEqual(edited);
    });

    it('answers null for an unknown campaign', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned campaign changes nothing stored', async () => {
      const campaign = aCampaign();
      await repo().save(campaign);
      const found = await repo().findById(campaign.id);
      Object.assign(found ?? {}, { name: 'changed' });
      Object.assign(found?.keysPerPlatform ?? {}, { Steam: 0 });
      expect(await repo().findById(campaign.id)).toEqual(campaign);
    });
  });
}
