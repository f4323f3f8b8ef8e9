import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/time.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import { PUBLISHING_NOW, aMissionSubject, aPublisher, aQuestSubject, anActivation } from '../testing/publishing-builders.ts';
import { publishingTestDeps } from '../testing/publishing-test-deps.ts';
import { PublishActivation } from './publish-activation.ts';

async function setup(activation: PublishableActivation = anActivation(), publisher = aPublisher()) {
  const deps = publishingTestDeps();
  await deps.activations.save(activation);
  deps.publishers.add(publisher);
  return { deps, publish: new PublishActivation(deps), input: { activationId: activation.id, actorUserId: publisher.userId } };
}

describe('PublishActivation', () => {
  it("puts a reviewed company's activation live and stamps when it went live", async () => {
    const { deps, publish, input } = await setup();

    const result = await publish.execute(input);

    expect(result).toEqual({ ok: true, value: { publishState: 'published', status: 'upcoming', heldForReview: false } });
    expect(await deps.activations.findById(input.activationId)).toMatchObject({
      publishState: 'published',
      publishedAt: PUBLISHING_NOW,
      firstWentLiveAt: PUBLISHING_NOW,
    });
  });

  it('holds the item of a company not yet reviewed (a first publish) for account review', async () => {
    const { deps, publish, input } = await setup(anActivation(aMissionSubject()), aPublisher({ companyReviewed: false }));

    const result = await publish.execute(input);

    expect(result).toEqual({ ok: true, value: { publishState: 'waitingForReview', status: 'waitingForReview', heldForReview: true } });
    expect(await deps.activations.findById(input.activationId)).toMatchObject({ publishState: 'waitingForReview', firstWentLiveAt: null });
  });

  it('republishes a closed item without moving when it first went live', async () => {
    const firstLive = new Date(PUBLISHING_NOW.getTime() - DAY_MS);
    const closed = anActivation(aQuestSubject({ startDate: firstLive }), { publishState: 'unpublished', firstWentLiveAt: firstLive });
    const { deps, publish, input } = await setup(closed);

    const result = await publish.execute(input);

    expect(result.ok && result.value.status).toBe('active');
    expect(await deps.activations.findById(input.activationId)).toMatchObject({ firstWentLiveAt: firstLive, publishedAt: PUBLISHING_NOW });
  });

  it('returns every failed check and leaves the draft as it was', async () => {
    const { deps, publish, input } = await setup(
      anActivation(aQuestSubject({ name: '', talkingPointCount: 0 })),
      aPublisher({ emailVerified: false }),
    );

    const result = await publish.execute(input);

    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('PUBLISHING.CHECKS_FAILED');
    expect(result.error.message).toBe('It cannot be published yet: 3 checks are not met.');
    expect('failures' in result.error && result.error.failures.map((f) => f.id)).toEqual([
      'quest.name',
      'quest.talkingPoint',
      'quest.verifiedEmail',
    ]);
    expect((await deps.activations.findById(input.activationId))?.publishState).toBe('draft');
  });

  it('says "1 check is" for a single failure', async () => {
    const { publish, input } = await setup(anActivation(aQuestSubject({ keySetCount: 0 })));
    const result = await publish.execute(input);
    expect(!result.ok && result.error.message).toBe('It cannot be published yet: 1 check is not met.');
  });

  it('refuses a user of another company, a user without company and an unknown user', async () => {
    const { deps, publish, input } = await setup(anActivation(), aPublisher({ userId: 'other', companyId: 'company-2' }));
    deps.publishers.add(aPublisher({ userId: 'creator', companyId: null }));

    for (const actorUserId of ['other', 'creator', 'nobody']) {
      const result = await publish.execute({ ...input, actorUserId });
      expect(!result.ok && result.error.code).toBe('PUBLISHING.NOT_OWNER');
    }
    expect((await deps.activations.findById(input.activationId))?.publishState).toBe('draft');
  });

  it('refuses an unknown activation and publishing twice', async () => {
    const { publish, input } = await setup(anActivation(aQuestSubject(), { publishState: 'published' }));

    expect(await publish.execute({ ...input, activationId: 'missing' })).toMatchObject({
      ok: false,
      error: { code: 'PUBLISHING.NOT_FOUND' },
    });
    expect(await publish.execute(input)).toMatchObject({ ok: false, error: { code: 'STATE.TRANSITION_NOT_ALLOWED' } });
  });
});
