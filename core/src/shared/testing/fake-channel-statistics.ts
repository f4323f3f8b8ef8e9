import type { ChannelProvider, ChannelStatistics, ChannelStatisticsPort } from '../channel-statistics.port.ts';

/** Figures set per channel by the test; an unknown channel has no data (null), like a failed fetch. */
export class FakeChannelStatistics implements ChannelStatisticsPort {
  readonly #stats = new Map<string, ChannelStatistics>();

  async fetch(provider: ChannelProvider, channelId: string): Promise<ChannelStatistics | null> {
    return this.#stats.get(`${provider}:${channelId}`) ?? null;
  }

  set(stats: ChannelStatistics): void {
    this.#stats.set(`${stats.provider}:${stats.channelId}`, stats);
  }
}
