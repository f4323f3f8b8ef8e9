import type { ChannelSyncSource } from '@lurkit/core/channels/domain/channel-sync.ts';
import type { ChannelSyncSourcesPort } from '@lurkit/core/channels/ports/channel-sync-sources.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';

interface SourceRow {
  creator_id: string;
  provider: ChannelProvider;
  provider_channel_id: string;
  handle: string;
  display_name: string;
  language: string | null;
  country: string | null;
}

/** The sync's view of the connections context's valid connections and the profiles' language and country. */
export class ConnectionsChannelSyncSources implements ChannelSyncSourcesPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listDue(triedBefore: Date, limit: number): Promise<ChannelSyncSource[]> {
    const rows = await boundExecute(this.#em)<SourceRow[]>(
      `select c.user_id as creator_id, c.provider, c.provider_account_id as provider_channel_id, c.login as handle,
              c.display_name, p.language, p.country
         from user_connection c
         left join channel_sync_attempt a on a.provider = c.provider and a.provider_channel_id = c.provider_account_id
         left join user_profile p on p.user_id = c.user_id
        where c.status = 'valid' and (a.tried_at is null or a.tried_at < ?)
        order by a.tried_at asc nulls first, c.connected_at asc, c.id asc
        limit ?`,
      [triedBefore, limit],
    );
    return rows.map((row) => ({
      creatorId: row.creator_id,
      provider: row.provider,
      providerChannelId: row.provider_channel_id,
      handle: row.handle,
      displayName: row.display_name,
      language: row.language,
      country: row.country,
    }));
  }

  async markTried(sources: readonly ChannelSyncSource[], at: Date): Promise<void> {
    if (sources.length === 0) return;
    await boundExecute(this.#em)(
      `insert into channel_sync_attempt (provider, provider_channel_id, tried_at)
       select provider, provider_channel_id, ? from unnest(?::text[], ?::text[]) as s(provider, provider_channel_id)
       on conflict (provider, provider_channel_id) do update set tried_at = excluded.tried_at`,
      [at, sources.map((s) => s.provider), sources.map((s) => s.providerChannelId)],
    );
  }

  async listConnected(provider: ChannelProvider, afterChannelId: string | null, limit: number) {
    const rows = await boundExecute(this.#em)<{ creator_id: string; provider_channel_id: string }[]>(
      `select c.user_id as creator_id, c.provider_account_id as provider_channel_id
         from user_connection c
        where c.status = 'valid' and c.provider = ? and (?::text is null or c.provider_account_id collate "C" > ?::text)
        order by c.provider_account_id collate "C"
        limit ?`,
      [provider, afterChannelId, afterChannelId, limit],
    );
    return rows.map((row) => ({ creatorId: row.creator_id, providerChannelId: row.provider_channel_id }));
  }
}
