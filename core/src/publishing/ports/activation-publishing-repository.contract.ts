import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import type { PublishSubject } from '../domain/publish-subject.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import { aKeyCampaignSubject, aMissionSubject, anActivation, aQuestSubject, PUBLISHING_NOW } from '../testing/publishing-builders.ts';
import type { ActivationPublishingRepositoryPort } from './activation-publishing-repository.port.ts';

export interface ActivationPublishingRepositoryFixture extends ContractFixture {
  repo: ActivationPublishingRepositoryPort;
  /**
   * Puts the activation where the adapter reads it from. The port saves only the publish state, so
   * the quest, key campaign or mission itself comes from its own context (the twin just stores it).
   */
  existing: (activation: PublishableActivation) => Promise<void>;
}

const uuid = () => globalThis.crypto.randomUUID();

export function describeActivationPublishingRepositoryContract(
  name: string,
  make: () => Promise<ActivationPublishingRepositoryFixture>,
): void {
  describeContract('ActivationPublishingRepositoryPort', name, make, (fixture) => {
    const repo = () => fixture().repo;
    const anExisting = async (subject: PublishSubject = aQuestSubject()) => {
      const activation = anActivation(subject, { id: uuid(), companyId: uuid() });
      await fixture().existing(activation);
      return activation;
    };

    it('finds a quest, key campaign or mission with the facts the checks need', async () => {
      for (const subject of [aQuestSubject(), aKeyCampaignSubject(), aMissionSubject()]) {
        const activation = await anExisting(subject);
        expect(await repo().findById(activation.id)).toEqual(activation);
      }
    });

    it('saves the publish state and its stamps', async () => {
      const activation = await anExisting();
      const published = { ...activation, publishState: 'published' as const, firstWentLiveAt: PUBLISHING_NOW, publishedAt: PUBLISHING_NOW };
      await repo().save(published);
      expect(await repo().findById(activation.id)).toEqual(published);
      const unpublished = {
        ...published,
        publishState: 'unpublished' as const,
        unpublishedAt: PUBLISHING_NOW,
        reviewNote: 'Add a description',
      };
      await repo().save(unpublished);
      expect(await repo().findById(activation.id)).toEqual(unpublished);
    });

    it('answers null for an unknown activation', async () => {
      expect(await repo().findById(uuid())).toBeNull();
      expect(await repo().findById('not-a-uuid')).toBeNull();
    });

    it('hands out copies, so changing a returned activation changes nothing stored', async () => {
      const activation = await anExisting();
      const found = await repo().findById(activation.id);
      Object.assign(found ?? {}, { publishState: 'published' });
      Object.assign(found?.subject ?? {}, { name: 'changed' });
      expect(await repo().findById(activation.id)).toEqual(activation);
    });
  });
}
