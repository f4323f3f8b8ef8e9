import { describe, expect, it } from 'vitest';
import { aKeyCampaignSubject, anActivation, PUBLISHING_NOW } from '../testing/publishing-builders.ts';
import { publishingTestDeps } from '../testing/publishing-test-deps.ts';
import { ReviewHeldActivation } from './review-held-activation.ts';

async function held() {
  const deps = publishingTestDeps();
  const activation = anActivation(aKeyCampaignSubject(), { publishState: 'waitingForReview' });
  await deps.activations.save(activation);
  deps.publishers.add({ userId: 'owner', companyId: activation.companyId, emailVerified: true, companyReviewed: false });
  return { deps, activation, review: new ReviewHeldActivation(deps) };
}

describe('ReviewHeldActivation', () => {
  it('approves: the item goes out and the company counts as reviewed from now on', async () => {
    const { deps, activation, review } = await held();
    expect(await review.execute({ activationId: activation.id, decision: 'approve' })).toEqual({ ok: true, value: { status: 'upcoming' } });
    expect(await deps.activations.findById(activation.id)).toMatchObject({ publishState: 'published', firstWentLiveAt: PUBLISHING_NOW });
    expect(await deps.publishers.findPublisher('owner')).toMatchObject({ companyReviewed: true });
  });

  it('refuses with a reason the company sees, back to draft; a reason is required', async () => {
    const { deps, activation, review } = await held();
    expect(await review.execute({ activationId: activation.id, decision: 'refuse', reason: ' ' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.REASON_REQUIRED', field: 'reason' },
    });
    await review.execute({ activationId: activation.id, decision: 'refuse', reason: 'The description promises real money.' });
    expect(await deps.activations.findById(activation.id)).toMatchObject({
      publishState: 'draft',
      reviewNote: 'The description promises real money.',
    });
    expect(await deps.publishers.findPublisher('owner')).toMatchObject({ companyReviewed: false });
  });

  it('decides only on held items', async () => {
    const { deps, activation, review } = await held();
    await deps.activations.save({ ...activation, publishState: 'draft' });
    expect(await review.execute({ activationId: activation.id, decision: 'approve' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.NOT_HELD' },
    });
    expect(await review.execute({ activationId: 'nope', decision: 'approve' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.NOT_FOUND' },
    });
  });
});
