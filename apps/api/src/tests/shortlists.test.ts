import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { ownerWithJoinedMemberOnPlan, signedInCompanyOnPlan } from '../testing/billing-world.ts';
import { aStream, recordStatistics, userIdOf } from '../testing/insights-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { ADD_TO_SHORTLIST, INSIGHTS_CREATOR_POSTS, INSIGHTS_SHORTLIST, REMOVE_FROM_SHORTLIST } from './operations.ts';

const app = useTestApp();

/** A creator with one stream and one video, both on one game. */
async function streamAndVideo() {
  const gameId = globalThis.crypto.randomUUID();
  const creatorId = await userIdOf(app, (await signedInCreator(app)).username);
  const video = { ...aStream(creatorId, gameId, 0), type: 'VIDEO' as const, title: 'Boss guide', views: 1_200 };
  await recordStatistics(app, [{ id: gameId, name: `Shortlist game ${gameId.slice(0, 8)}` }], [aStream(creatorId, gameId, 70), video]);
  return { creatorId };
}

describe('shortlists', () => {
  it('members of one company shortlist streams and videos, see them marked and listed, and remove them; another company sees none', async () => {
    const { creatorId } = await streamAndVideo();
    const { owner, member } = await ownerWithJoinedMemberOnPlan(app);
    const other = await signedInCompanyOnPlan(app);
    const postOf = async (type: 'STREAM' | 'VIDEO') =>
      (await owner.client.op(INSIGHTS_CREATOR_POSTS, { creatorId, type })).data!.insightsCreatorPosts.rows[0]!;
    const stream = await postOf('STREAM');
    const video = await postOf('VIDEO');
    expect(stream.shortlisted).toBe(false);

    expect((await owner.client.op(ADD_TO_SHORTLIST, { postId: stream.id })).data!.addToShortlist).toMatchObject({ kind: 'STREAM' });
    expect((await member.client.op(ADD_TO_SHORTLIST, { postId: video.id })).data!.addToShortlist).toMatchObject({ kind: 'VIDEO' });
    expect((await member.client.op(ADD_TO_SHORTLIST, { postId: video.id })).errors).toEqual([]);

    const streams = await member.client.op(INSIGHTS_SHORTLIST, { kind: 'STREAM' });
    expect(streams.data!.insightsShortlist).toMatchObject({
      totalCount: 1,
      rows: [{ creator: { id: creatorId }, post: { id: stream.id, title: 'Playing with 70 viewers', shortlisted: true } }],
    });
    const videos = await owner.client.op(INSIGHTS_SHORTLIST, { kind: 'VIDEO' });
    expect(videos.data!.insightsShortlist).toMatchObject({ totalCount: 1, rows: [{ post: { id: video.id, views: 1_200 } }] });
    expect(
      (await owner.client.op(INSIGHTS_CREATOR_POSTS, { creatorId, type: 'STREAM' })).data!.insightsCreatorPosts.rows[0]?.shortlisted,
    ).toBe(true);

    expect((await other.client.op(INSIGHTS_SHORTLIST, { kind: 'STREAM' })).data!.insightsShortlist).toMatchObject({
      totalCount: 0,
      rows: [],
    });
    expect(
      (await other.client.op(INSIGHTS_CREATOR_POSTS, { creatorId, type: 'STREAM' })).data!.insightsCreatorPosts.rows[0]?.shortlisted,
    ).toBe(false);
    const stranger = await other.client.op(REMOVE_FROM_SHORTLIST, { postId: stream.id });
    expect(stranger.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.SHORTLIST_ENTRY_NOT_FOUND', field: 'postId' });

    expect((await member.client.op(REMOVE_FROM_SHORTLIST, { postId: stream.id })).data).toEqual({ removeFromShortlist: stream.id });
    expect((await owner.client.op(INSIGHTS_SHORTLIST, { kind: 'STREAM' })).data!.insightsShortlist.rows).toEqual([]);
  });

  it('answers an unknown post at its field, and locks shortlists on a plan without Insights', async () => {
    const { creatorId } = await streamAndVideo();
    const { client } = await signedInCompanyOnPlan(app);
    const unknown = await client.op(ADD_TO_SHORTLIST, { postId: globalThis.crypto.randomUUID() });
    expect(unknown.errors[0]?.extensions).toMatchObject({ code: 'INSIGHTS.POST_NOT_FOUND', field: 'postId' });

    const free = await signedInCompanyUser(app);
    const stream = (await client.op(INSIGHTS_CREATOR_POSTS, { creatorId, type: 'STREAM' })).data!.insightsCreatorPosts.rows[0]!;
    for (const answer of [
      await free.client.op(ADD_TO_SHORTLIST, { postId: stream.id }),
      await free.client.op(REMOVE_FROM_SHORTLIST, { postId: stream.id }),
      await free.client.op(INSIGHTS_SHORTLIST, { kind: 'VIDEO' }),
    ]) {
      expect(answer.errors[0]?.extensions?.code).toBe('PLAN.UPGRADE_REQUIRED');
    }
  });
});
