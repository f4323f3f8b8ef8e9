import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from './mikro-orm-key-campaign-repository.ts';
import { TablesKeyRequestRiskSignals } from './tables-key-request-risk-signals.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const at = (iso: string) => new Date(iso);
const REQUESTED_AT = at('2026-03-10T12:00:00Z');

describe('TablesKeyRequestRiskSignals', () => {
  it('gathers a page of requests in one read, leaving out requesters who are gone', async () => {
    const em = db().orm.em.fork();
    const execute = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params as never[]);
    const companyId = uuid();
    await parentRows(em).company(companyId);
    const [creator, borrower] = [uuid(), uuid()];
    for (const id of [creator, borrower]) await parentRows(em).user(id);
    await execute(`update user_account set created_at = ? where id = ?`, [at('2025-01-01T00:00:00Z'), creator]);

    const channel = (creatorId: string, handle: string, createdAt: string) =>
      execute(
        `insert into creator_channel (id, creator_id, provider, provider_channel_id, handle, display_name, followers, account_created_at, affiliation, language, country, synced_at)
         values (?, ?, 'twitch', ?, ?, ?, 100, ?, 'none', 'en', 'SE', now())`,
        [uuid(), creatorId, uuid(), handle, handle, at(createdAt)],
      );
    await channel(creator, 'SharedOne', '2024-06-01T00:00:00Z');
    await channel(creator, 'Newer', '2025-06-01T00:00:00Z');
    // Another account holds a channel of the same platform under the same handle.
    await channel(borrower, 'sharedone', '2024-06-01T00:00:00Z');
    await execute(
      `insert into user_connection (id, user_id, provider, provider_account_id, login, display_name, access_token_sealed, status, connected_at)
       values (?, ?, 'twitch', ?, 'sharedone', 'SharedOne', 'x', 'active', ?)`,
      [uuid(), creator, uuid(), at('2026-03-10T09:00:00Z')],
    );

    const campaigns = new MikroOrmKeyCampaignRepository(em);
    const participation = async (fields: { appliedAt: string; contentDueAt?: string; submittedAt?: string }) => {
      const campaignId = uuid();
      await campaigns.save(aKeyCampaign({ id: campaignId, companyId, codeItemId: null }));
      const id = uuid();
      await execute(
        `insert into key_participant (id, campaign_id, creator_id, state, applied_at, claimed_at, content_due_at, submitted_at, kit_sent_count, replaced_keys, events)
         values (?, ?, ?, 'claimedKey', ?, ?, ?, ?, 0, '[]', '[]')`,
        [
          id,
          campaignId,
          creator,
          at(fields.appliedAt),
          fields.contentDueAt ? at(fields.appliedAt) : null,
          fields.contentDueAt ? at(fields.contentDueAt) : null,
          fields.submittedAt ? at(fields.submittedAt) : null,
        ],
      );
      return id;
    };
    // Content window closed with content, closed without, and still open (not counted).
    await participation({ appliedAt: '2026-01-01T00:00:00Z', contentDueAt: '2026-02-01T00:00:00Z', submittedAt: '2026-01-20T00:00:00Z' });
    await participation({ appliedAt: '2026-01-10T00:00:00Z', contentDueAt: '2026-02-15T00:00:00Z' });
    await participation({ appliedAt: '2026-03-10T10:00:00Z', contentDueAt: '2026-04-01T00:00:00Z' });
    const judged = await participation({ appliedAt: REQUESTED_AT.toISOString() });

    const signals = await new TablesKeyRequestRiskSignals(em).signalsFor([
      { participantId: judged, creatorId: creator, requestedAt: REQUESTED_AT },
      { participantId: uuid(), creatorId: uuid(), requestedAt: REQUESTED_AT },
      { participantId: 'p-made-up', creatorId: 'c-made-up', requestedAt: REQUESTED_AT },
    ]);
    expect([...signals.keys()]).toEqual([judged]);
    expect(signals.get(judged)).toEqual({
      requestedAt: REQUESTED_AT,
      accountCreatedAt: at('2025-01-01T00:00:00Z'),
      oldestChannelCreatedAt: at('2024-06-01T00:00:00Z'),
      lastChannelConnectedAt: at('2026-03-10T09:00:00Z'),
      authenticityScore: null,
      keysClaimedBefore: 2,
      keysClaimedWithoutContent: 1,
      requestsInLastDay: 2,
      emailDomain: 'example.com',
      otherAccountsOnChannel: 1,
    });
  });
});
