import type { GivenPost } from '../ports/quest-content-figures.contract.ts';
import type { ContentFigures, ContentFiguresRequest, QuestContentFiguresPort } from '../ports/quest-content-figures.port.ts';

/** Posts the platforms reported, in memory; games get a stable id per name. */
export class FakeQuestContentFigures implements QuestContentFiguresPort {
  readonly #posts: ContentFigures[] = [];

  add(posts: readonly GivenPost[]): void {
    for (const post of posts) this.#posts.push({ ...post, gameId: post.gameName ? `game:${post.gameName}` : null });
  }

  async figuresOf(requests: readonly ContentFiguresRequest[]): Promise<ContentFigures[]> {
    return this.#posts.filter((post) =>
      requests.some((r) => r.creatorId === post.creatorId && r.provider === post.provider && r.externalId === post.externalId),
    );
  }
}
