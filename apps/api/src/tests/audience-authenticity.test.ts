import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator, signedInStaff } from '../testing/accounts-world.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { CREATE_CREATOR_PAGE, CREATOR_PAGE } from './operations.ts';

const app = useTestApp();

/** A creator with a page who streamed four days; `spiky` days peak at ten times their average viewers. */
async function creatorWithPage(spiky: boolean) {
  const creator = await signedInCreator(app);
  const id = await userIdOf(app, creator.username);
  const gameId = globalThis.crypto.randomUUID();
  const streams = [2, 26, 50, 74].map((hoursAgo) => ({ ...aStream(id, gameId, 100, hoursAgo), peakCcv: spiky ? 1_000 : 150 }));
  await recordStatistics(app, [{ id: gameId, name: 'Authentic game' }], streams);
  const slug = `auth-${globalThis.crypto.randomUUID().slice(0, 8)}`;
  expect((await creator.client.op(CREATE_CREATOR_PAGE, { input: { slug, title: 'Streams', links: [] } })).errors).toEqual([]);
  return { creator, slug };
}

describe('audience authenticity on creator cards and pages', () => {
  it('a company reads the score and its reasons on a creator page; the creator and visitors read none', async () => {
    const flagged = await creatorWithPage(true);
    const clean = await creatorWithPage(false);
    const company = await signedInCompanyUser(app);

    const onFlagged = await company.client.op(CREATOR_PAGE, { slug: flagged.slug });
    expect(onFlagged.errors).toEqual([]);
    expect(onFlagged.data!.creatorPage.authenticity).toEqual({
      score: 60,
      level: 'CHECK',
      signals: [{ code: 'VIEWER_SPIKES', message: expect.stringMatching(/on 4 of 4 stream days/) }],
    });
    const onClean = await company.client.op(CREATOR_PAGE, { slug: clean.slug });
    expect(onClean.data!.creatorPage.authenticity).toEqual({ score: 100, level: 'LIKELY_GENUINE', signals: [] });

    const staff = await signedInStaff(app);
    expect((await staff.client.op(CREATOR_PAGE, { slug: flagged.slug })).data!.creatorPage.authenticity).toMatchObject({ score: 60 });
    // It vets creators for companies: not shown to the creator, another creator or a visitor.
    expect((await flagged.creator.client.op(CREATOR_PAGE, { slug: flagged.slug })).data!.creatorPage.authenticity).toBeNull();
    expect((await clean.creator.client.op(CREATOR_PAGE, { slug: flagged.slug })).data!.creatorPage.authenticity).toBeNull();
    expect((await app.client().op(CREATOR_PAGE, { slug: flagged.slug })).data!.creatorPage.authenticity).toBeNull();
  });
});
