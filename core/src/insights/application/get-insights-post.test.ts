import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../testing/builders.ts';
import { insightsTestDeps } from '../testing/insights-test-deps.ts';
import { aRecordedPost, aSample } from '../testing/statistics-builders.ts';
import { GetInsightsPost } from './get-insights-post.ts';

const at = (minutes: number) => new Date(BUILDER_NOW.getTime() - 3_600_000 + minutes * 60_000);

async function world() {
  const deps = insightsTestDeps();
  const [ada, bo] = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()];
  const stream = aRecordedPost(ada, { createdAt: at(0) });
  const video = aRecordedPost(ada, { type: 'VIDEO', averageCcv: 0, peakCcv: 0, views: 900 });
  await deps.statistics.record({
    posts: [stream, video],
    // Sent out of order, as a sync may: the curve reads oldest first.
    samples: [aSample(stream, at(10), 40), aSample(stream, at(0), 12), aSample(stream, at(5), 30)],
  });
  const id = async (externalId: string) =>
    (await deps.statistics.listPosts(ada, externalId === stream.externalId ? 'STREAM' : 'VIDEO', { limit: 5, after: null })).rows[0]!.id;
  return { useCase: new GetInsightsPost(deps), ada, bo, streamId: await id(stream.externalId), videoId: await id(video.externalId) };
}

describe('GetInsightsPost', () => {
  it('gives a stream with its concurrent viewers over time, oldest first', async () => {
    const { useCase, ada, streamId } = await world();
    const result = await useCase.execute({ creatorId: ada, postId: streamId });
    if (!result.ok) throw result.error;
    expect(result.value.post.type).toBe('STREAM');
    expect(result.value.viewers.map((s) => [s.sampledAt, s.viewers])).toEqual([
      [at(0), 12],
      [at(5), 30],
      [at(10), 40],
    ]);
  });

  it('gives a video without a curve', async () => {
    const { useCase, ada, videoId } = await world();
    const result = await useCase.execute({ creatorId: ada, postId: videoId });
    expect(result.ok && [result.value.post.views, result.value.viewers]).toEqual([900, []]);
  });

  it("answers not found for an unknown id or another creator's post, at the postId field", async () => {
    const { useCase, ada, bo, streamId } = await world();
    const unknown = await useCase.execute({ creatorId: ada, postId: globalThis.crypto.randomUUID() });
    expect(!unknown.ok && [unknown.error.code, unknown.error.field]).toEqual(['INSIGHTS.POST_NOT_FOUND', 'postId']);
    const theirs = await useCase.execute({ creatorId: bo, postId: streamId });
    expect(!theirs.ok && theirs.error.code).toBe('INSIGHTS.POST_NOT_FOUND');
  });
});
