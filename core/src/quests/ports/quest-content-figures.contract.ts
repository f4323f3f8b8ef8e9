import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { BUILDER_NOW } from '../testing/builders.ts';
import type { ContentFigures, QuestContentFiguresPort } from './quest-content-figures.port.ts';

/** A post the platform reported, as the fixture stores it (the game by name). */
export type GivenPost = Omit<ContentFigures, 'gameId'>;

export interface QuestContentFiguresFixture extends ContractFixture {
  figures: QuestContentFiguresPort;
  /** Stores posts as the statistics sync would; makes the creators' rows first where it needs them. */
  givenPosts(posts: readonly GivenPost[]): Promise<void>;
}

const aPost = (changes: Partial<GivenPost>): GivenPost => ({
  creatorId: globalThis.crypto.randomUUID(),
  provider: 'twitch',
  externalId: `post-${globalThis.crypto.randomUUID().slice(0, 8)}`,
  postType: 'STREAM',
  title: 'Sponsored stream',
  gameName: 'Fjord Fishers',
  durationSeconds: 3_600,
  views: 420,
  hoursWatched: 95.5,
  averageCcv: 95.5,
  listed: true,
  postedAt: BUILDER_NOW,
  ...changes,
});

export function describeQuestContentFiguresContract(name: string, make: () => Promise<QuestContentFiguresFixture>): void {
  describeContract('QuestContentFiguresPort', name, make, (fixture) => {
    it("answers the figures of each creator's own post, with its game", async () => {
      const stream = aPost({});
      const video = aPost({ provider: 'youtube', postType: 'VIDEO', gameName: null, averageCcv: 0, views: 12_000, hoursWatched: 310.25 });
      await fixture().givenPosts([stream, video]);

      const found = await fixture().figures.figuresOf([
        { creatorId: stream.creatorId, provider: 'twitch', externalId: stream.externalId },
        { creatorId: video.creatorId, provider: 'youtube', externalId: video.externalId },
      ]);

      const byId = new Map(found.map((f) => [f.externalId, f]));
      expect(byId.get(stream.externalId)).toMatchObject({ ...stream, gameId: expect.any(String) });
      expect(byId.get(video.externalId)).toMatchObject({ ...video, gameId: null });
      expect(byId.get(stream.externalId)?.postedAt.toISOString()).toBe(BUILDER_NOW.toISOString());
    });

    it("has nothing for another creator's post, another platform's id or no request", async () => {
      const post = aPost({});
      await fixture().givenPosts([post]);

      const stranger = globalThis.crypto.randomUUID();
      expect(await fixture().figures.figuresOf([{ creatorId: stranger, provider: 'twitch', externalId: post.externalId }])).toEqual([]);
      expect(await fixture().figures.figuresOf([{ creatorId: post.creatorId, provider: 'youtube', externalId: post.externalId }])).toEqual(
        [],
      );
      expect(await fixture().figures.figuresOf([])).toEqual([]);
    });
  });
}
