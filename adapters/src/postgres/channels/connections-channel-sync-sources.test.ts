import { describeChannelSyncSourcesContract } from '@lurkit/core/channels/ports/channel-sync-sources.contract.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { ConnectionsChannelSyncSources } from './connections-channel-sync-sources.ts';

const db = useTestDatabase();

describeChannelSyncSourcesContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const sql = (text: string, params: unknown[]) =>
    em
      .fork()
      .getConnection()
      .execute(text, params as never[]);
  let connected = 0;
  return {
    sources: new ConnectionsChannelSyncSources(em),
    connect: async ({ provider, login, valid = true, language = null, country = null }) => {
      const creatorId = globalThis.crypto.randomUUID();
      const providerChannelId = `${provider}-${creatorId}`;
      await parentRows(em).user(creatorId);
      connected += 1;
      await sql(
        `insert into user_connection (id, user_id, provider, provider_account_id, login, display_name, access_token_sealed, status, connected_at)
         values (?, ?, ?, ?, ?, ?, 'sealed', ?, now() + make_interval(secs => ?))`,
        [globalThis.crypto.randomUUID(), creatorId, provider, providerChannelId, login, login, valid ? 'valid' : 'invalid', connected],
      );
      if (language || country)
        await sql(
          `insert into user_profile (user_id, country, language, links, rss_feeds, email_notifications) values (?, ?, ?, '{}', '[]', '{}')`,
          [creatorId, country, language],
        );
      return { creatorId, provider, providerChannelId, handle: login, displayName: login, language, country };
    },
    cleanup: async () => {
      await sql(`delete from channel_sync_attempt`, []);
      await sql(`delete from user_connection`, []);
    },
  };
});
