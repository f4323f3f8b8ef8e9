import { describe, expect, it } from 'vitest';
import { insightsWorld } from '../testing/insights-world.ts';
import { aRecordedPost } from '../testing/statistics-builders.ts';
import { AddToShortlist } from './add-to-shortlist.ts';
import { FindShortlistedPosts } from './find-shortlisted-posts.ts';
import { ListShortlist } from './list-shortlist.ts';
import { RemoveFromShortlist } from './remove-from-shortlist.ts';

const COMPANY = 'company-1';
const OTHER = 'company-2';

async function world() {
  const { deps, big } = await insightsWorld();
  await deps.statistics.record({
    posts: [aRecordedPost(big, { type: 'VIDEO', title: 'Review' }), aRecordedPost(big, { type: 'SHORTS', title: 'Clip' })],
  });
  const id = async (type: 'STREAM' | 'VIDEO' | 'SHORTS') =>
    (await deps.statistics.listPosts(big, type, { limit: 1, after: null })).rows[0]?.id ?? '';
  return { deps, stream: await id('STREAM'), video: await id('VIDEO'), short: await id('SHORTS') };
}
const list = (deps: Awaited<ReturnType<typeof world>>['deps'], companyId: string, kind: 'STREAM' | 'VIDEO') =>
  new ListShortlist(deps).execute({ companyId, kind, limit: 20, after: null });

describe('AddToShortlist', () => {
  it('puts a stream on the stream shortlist and videos and shorts on the video shortlist', async () => {
    const { deps, stream, video, short } = await world();
    const add = new AddToShortlist(deps);

    for (const postId of [stream, video, short]) await add.execute({ companyId: COMPANY, userId: 'user-1', postId });

    const streams = await list(deps, COMPANY, 'STREAM');
    const videos = await list(deps, COMPANY, 'VIDEO');
    expect(streams.ok && streams.value.rows.map((r) => r.post.id)).toEqual([stream]);
    expect(videos.ok && videos.value.rows.map((r) => r.post.id).sort()).toEqual([video, short].sort());
  });

  it('adds a post once however often it is added', async () => {
    const { deps, stream } = await world();
    const add = new AddToShortlist(deps);

    const first = await add.execute({ companyId: COMPANY, userId: 'user-1', postId: stream });
    const again = await add.execute({ companyId: COMPANY, userId: 'user-2', postId: stream });

    expect(again.ok && first.ok && again.value.id).toBe(first.ok && first.value.id);
    const streams = await list(deps, COMPANY, 'STREAM');
    expect(streams.ok && streams.value.total).toBe(1);
  });

  it('refuses a post nobody recorded', async () => {
    const { deps } = await world();

    const result = await new AddToShortlist(deps).execute({ companyId: COMPANY, userId: 'user-1', postId: 'no-such-post' });

    expect(!result.ok && result.error).toMatchObject({ code: 'INSIGHTS.POST_NOT_FOUND', field: 'postId' });
  });

  it('keeps each company’s shortlist to itself: another company neither sees nor removes it', async () => {
    const { deps, stream } = await world();
    await new AddToShortlist(deps).execute({ companyId: COMPANY, userId: 'user-1', postId: stream });

    const seen = await list(deps, OTHER, 'STREAM');
    const removed = await new RemoveFromShortlist(deps).execute({ companyId: OTHER, postId: stream });

    expect(seen.ok && seen.value.rows).toEqual([]);
    expect(await new FindShortlistedPosts(deps).execute({ companyId: OTHER, postIds: [stream] })).toEqual({ ok: true, value: new Set() });
    expect(await new FindShortlistedPosts(deps).execute({ companyId: COMPANY, postIds: [stream] })).toEqual({
      ok: true,
      value: new Set([stream]),
    });
    expect(!removed.ok && removed.error.code).toBe('INSIGHTS.SHORTLIST_ENTRY_NOT_FOUND');
    const mine = await list(deps, COMPANY, 'STREAM');
    expect(mine.ok && mine.value.rows.map((r) => r.post.id)).toEqual([stream]);
  });

  it('removes a post from the company’s shortlist', async () => {
    const { deps, stream } = await world();
    await new AddToShortlist(deps).execute({ companyId: COMPANY, userId: 'user-1', postId: stream });

    const removed = await new RemoveFromShortlist(deps).execute({ companyId: COMPANY, postId: stream });

    expect(removed).toEqual({ ok: true, value: stream });
    const mine = await list(deps, COMPANY, 'STREAM');
    expect(mine.ok && mine.value.rows).toEqual([]);
  });
});

describe('ListShortlist', () => {
  it('lists newest added first with each post’s creator, page by page', async () => {
    const { deps, video, short } = await world();
    const add = new AddToShortlist(deps);
    await add.execute({ companyId: COMPANY, userId: 'user-1', postId: video });
    deps.clock.advance(5 * 60_000);
    await add.execute({ companyId: COMPANY, userId: 'user-1', postId: short });

    const first = await new ListShortlist(deps).execute({ companyId: COMPANY, kind: 'VIDEO', limit: 1, after: null });
    const second = await new ListShortlist(deps).execute({
      companyId: COMPANY,
      kind: 'VIDEO',
      limit: 1,
      after: first.ok ? first.value.endCursor : null,
    });

    expect(first.ok && first.value).toMatchObject({ total: 2, hasNextPage: true, rows: [{ post: { id: short, title: 'Clip' } }] });
    expect(first.ok && first.value.rows[0]?.creator.displayName).toMatch(/^Creator /);
    expect(second.ok && second.value).toMatchObject({ hasNextPage: false, rows: [{ post: { id: video } }] });
  });

  it('leaves out a post whose creator the directory no longer knows, still counting it', async () => {
    const { deps } = await world();
    const gone = globalThis.crypto.randomUUID();
    await deps.statistics.record({ posts: [aRecordedPost(gone)] });
    const [post] = (await deps.statistics.listPosts(gone, 'STREAM', { limit: 1, after: null })).rows;
    await new AddToShortlist(deps).execute({ companyId: COMPANY, userId: 'user-1', postId: post?.id ?? '' });

    const listed = await list(deps, COMPANY, 'STREAM');

    expect(listed.ok && listed.value).toMatchObject({ rows: [], total: 1, hasNextPage: false });
  });
});
