import { describe, expect, it } from 'vitest';
import { canApply } from '../domain/campaign-status.ts';
import { statusOf, type PublishableActivation } from '../domain/publishable-activation.entity.ts';
import { PUBLISHING_NOW, aKeyCampaignSubject, aPublisher, anActivation } from '../testing/publishing-builders.ts';
import { ownedActivation } from '../testing/publishing-test-deps.ts';
import { UnpublishActivation } from './unpublish-activation.ts';

const live = anActivation(aKeyCampaignSubject({ startDate: new Date('2025-03-01T00:00:00Z') }), {
  publishState: 'published',
  firstWentLiveAt: new Date('2025-03-01T00:00:00Z'),
  publishedAt: new Date('2025-03-01T00:00:00Z'),
});

async function setup(activation: PublishableActivation) {
  const owned = await ownedActivation(activation);
  return { ...owned, unpublish: new UnpublishActivation(owned.deps) };
}

describe('UnpublishActivation', () => {
  it('closes a live campaign to new applications while enrolled creators may finish', async () => {
    const { deps, unpublish, input } = await setup(live);
    expect(canApply(statusOf(live, PUBLISHING_NOW))).toBe(true);

    const result = await unpublish.execute(input);

    expect(result).toEqual({ ok: true, value: { publishState: 'unpublished', status: 'closed', enrolledCreatorsMayFinish: true } });
    const saved = await deps.activations.findById(input.activationId);
    expect(saved).toMatchObject({ unpublishedAt: PUBLISHING_NOW, firstWentLiveAt: live.firstWentLiveAt });
    expect(saved && canApply(statusOf(saved, PUBLISHING_NOW))).toBe(false);
  });

  it('withdraws an item held for review back to draft, with nobody enrolled', async () => {
    const { unpublish, input } = await setup(anActivation(aKeyCampaignSubject(), { publishState: 'waitingForReview' }));

    const result = await unpublish.execute(input);

    expect(result).toEqual({ ok: true, value: { publishState: 'draft', status: 'unpublished', enrolledCreatorsMayFinish: false } });
  });

  it('refuses to unpublish a draft, and refuses users of other companies', async () => {
    const { deps, unpublish, input } = await setup(anActivation());
    deps.publishers.add(aPublisher({ userId: 'stranger', companyId: 'company-9' }));

    expect(await unpublish.execute(input)).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
    expect(await unpublish.execute({ ...input, actorUserId: 'stranger' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.NOT_OWNER' },
    });
  });
});
