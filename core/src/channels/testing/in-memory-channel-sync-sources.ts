import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { ChannelSyncSource } from '../domain/channel-sync.ts';
import type { ChannelSyncSourcesPort } from '../ports/channel-sync-sources.port.ts';

const key = (s: Pick<ChannelSyncSource, 'provider' | 'providerChannelId'>) => `${s.provider}:${s.providerChannelId}`;

/** Twin of the PostgreSQL view over connections and profiles: the test says which connections exist. */
export class InMemoryChannelSyncSources implements ChannelSyncSourcesPort {
  readonly #connections = new Map<string, { source: ChannelSyncSource; valid: boolean; order: number }>();
  readonly #tried = new Map<string, Date>();

  connect(source: ChannelSyncSource, valid = true): void {
    this.#connections.set(key(source), { source, valid, order: this.#connections.size });
  }

  async listDue(triedBefore: Date, limit: number): Promise<ChannelSyncSource[]> {
    const tried = (s: ChannelSyncSource) => this.#tried.get(key(s))?.getTime() ?? -Infinity;
    return [...this.#connections.values()]
      .filter(({ source, valid }) => valid && tried(source) < triedBefore.getTime())
      .sort((a, b) => tried(a.source) - tried(b.source) || a.order - b.order)
      .slice(0, limit)
      .map(({ source }) => ({ ...source }));
  }

  async markTried(sources: readonly ChannelSyncSource[], at: Date): Promise<void> {
    for (const source of sources) this.#tried.set(key(source), new Date(at));
  }

  async listConnected(provider: ChannelProvider, afterChannelId: string | null, limit: number) {
    return [...this.#connections.values()]
      .filter(({ source, valid }) => valid && source.provider === provider)
      .map(({ source }) => ({ creatorId: source.creatorId, providerChannelId: source.providerChannelId }))
      .sort((a, b) => (a.providerChannelId < b.providerChannelId ? -1 : a.providerChannelId > b.providerChannelId ? 1 : 0))
      .filter((s) => afterChannelId === null || s.providerChannelId > afterChannelId)
      .slice(0, limit);
  }
}
