import { describe, expect, it } from 'vitest';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import {
  PUBLISHING_NOW,
  aKeyCampaignSubject,
  aMissionSubject,
  aPublisher,
  aQuestSubject,
  anActivation,
} from '../testing/publishing-builders.ts';
import { ownedActivation } from '../testing/publishing-test-deps.ts';
import { DeleteActivation } from './delete-activation.ts';
import { PublishActivation } from './publish-activation.ts';

const WENT_LIVE = new Date('2025-03-01T00:00:00Z');
const everLive = (changes: Partial<PublishableActivation>) =>
  anActivation(aKeyCampaignSubject(), { firstWentLiveAt: WENT_LIVE, publishedAt: WENT_LIVE, ...changes });

async function setup(activation: PublishableActivation) {
  const owned = await ownedActivation(activation);
  return { ...owned, remove: new DeleteActivation(owned.deps) };
}

describe('DeleteActivation', () => {
  it('deletes a draft that never went live, whichever kind it is', async () => {
    for (const subject of [aQuestSubject(), aKeyCampaignSubject(), aMissionSubject()]) {
      const { deps, remove, input } = await setup(anActivation(subject));

      expect(await remove.execute(input)).toEqual({ ok: true, value: { id: input.activationId, archived: false } });
      expect(await deps.activations.findById(input.activationId)).toBeNull();
    }
  });

  it('deletes one held for review that never went live', async () => {
    const { deps, remove, input } = await setup(anActivation(aQuestSubject(), { publishState: 'waitingForReview' }));

    expect(await remove.execute(input)).toMatchObject({ ok: true, value: { archived: false } });
    expect(await deps.activations.findById(input.activationId)).toBeNull();
  });

  it('archives one that went live and was unpublished: kept for results, then gone for the company', async () => {
    const { deps, remove, input } = await setup(everLive({ publishState: 'unpublished', unpublishedAt: WENT_LIVE }));

    expect(await remove.execute(input)).toEqual({ ok: true, value: { id: input.activationId, archived: true } });
    expect(await deps.activations.findById(input.activationId)).toMatchObject({ archivedAt: PUBLISHING_NOW, publishState: 'unpublished' });
    expect(await remove.execute(input)).toMatchObject({ ok: false, error: { code: 'PUBLISHING.NOT_FOUND' } });
    expect(await new PublishActivation(deps).execute(input)).toMatchObject({ ok: false, error: { code: 'PUBLISHING.NOT_FOUND' } });
  });

  it('refuses with "delete failed" while it is live or back under review, changing nothing', async () => {
    for (const publishState of ['published', 'waitingForReview'] as const) {
      const activation = everLive({ publishState });
      const { deps, remove, input } = await setup(activation);

      expect(await remove.execute(input)).toMatchObject({ ok: false, error: { code: 'PUBLISHING.DELETE_FAILED' } });
      expect(await deps.activations.findById(input.activationId)).toEqual(activation);
    }
  });

  it('answers another company as not its owner, and leaves the activation', async () => {
    const { deps, remove, input } = await setup(anActivation());
    deps.publishers.add(aPublisher({ userId: 'stranger', companyId: 'company-9' }));

    expect(await remove.execute({ ...input, actorUserId: 'stranger' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.NOT_OWNER' },
    });
    expect(await deps.activations.findById(input.activationId)).not.toBeNull();
  });

  it('lists archived activations for staff, the latest first', async () => {
    const { deps, remove, input } = await setup(everLive({ publishState: 'unpublished' }));
    await deps.activations.save(anActivation(aQuestSubject(), { id: 'quest-draft' }));
    await remove.execute(input);

    const page = { after: null, before: null, limit: 10, inverted: false };
    expect(await deps.activations.listArchived(page)).toEqual([
      { id: input.activationId, kind: 'keyCampaign', companyId: 'company-1', name: 'Early access keys', archivedAt: PUBLISHING_NOW },
    ]);
  });
});
