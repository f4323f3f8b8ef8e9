import type { CreatorFeedPort, FeedPost } from '../ports/creator-feed.port.ts';

/** Streams and videos a test gives a creator. */
export class InMemoryCreatorFeed implements CreatorFeedPort {
  readonly #posts: { creatorId: string; post: FeedPost }[] = [];

  add(creatorId: string, post: FeedPost): void {
    this.#posts.push({ creatorId, post });
  }

  async listBetween(creatorId: string, since: Date, until: Date, limit: number): Promise<FeedPost[]> {
    return this.#posts
      .filter((p) => p.creatorId === creatorId && p.post.createdAt >= since && p.post.createdAt <= until)
      .map((p) => p.post)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }

  async findOwn(creatorId: string, postIds: readonly string[]): Promise<FeedPost[]> {
    return this.#posts.filter((p) => p.creatorId === creatorId && postIds.includes(p.post.id)).map((p) => p.post);
  }
}
