import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { ChannelPostsPort, PlatformPost } from '../ports/channel-posts.port.ts';

/** Posts set per channel by the test; a channel it set nothing for has none. */
export class FakeChannelPosts implements ChannelPostsPort {
  readonly #posts = new Map<string, PlatformPost[] | null>();

  set(provider: ChannelProvider, channelId: string, posts: PlatformPost[] | null): void {
    this.#posts.set(`${provider}:${channelId}`, posts);
  }

  async recentPosts(provider: ChannelProvider, channelId: string, since: Date): Promise<PlatformPost[] | null> {
    const posts = this.#posts.has(`${provider}:${channelId}`) ? this.#posts.get(`${provider}:${channelId}`)! : [];
    return posts && posts.filter((p) => p.publishedAt >= since);
  }
}
