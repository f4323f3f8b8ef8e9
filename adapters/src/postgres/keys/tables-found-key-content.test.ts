import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from './mikro-orm-key-campaign-repository.ts';
import { TablesFoundKeyContent } from './tables-found-key-content.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();
const at = (iso: string) => new Date(iso);
const CLAIMED_AT = at('2026-03-10T12:00:00Z');

describe('TablesFoundKeyContent', () => {
  it("finds each claimed key's first listed post about the campaign's game since the claim, and nothing once content is in", async () => {
    const em = db().orm.em.fork();
    const execute = (sql: string, params: unknown[]) => em.getConnection().execute(sql, params as never[]);
    const companyId = uuid();
    await parentRows(em).company(companyId);
    const [creator, other] = [uuid(), uuid()];
    for (const id of [creator, other]) await parentRows(em).user(id);
    const [drifters, otherGame] = [uuid(), uuid()];
    await execute(`insert into statistics_game (id, name) values (?, ' moonlight DRIFTERS'), (?, 'Another Game')`, [drifters, otherGame]);
    const post = (creatorId: string, gameId: string, externalId: string, createdAt: string, listed = true) =>
      execute(
        `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
         values (?, ?, 'youtube', ?, 'VIDEO', 'Drifting', ?, 600, 1500, 7200, 0, 0, ?, ?)`,
        [uuid(), creatorId, externalId, gameId, listed, at(createdAt)],
      );
    await post(creator, drifters, 'before-claim', '2026-03-09T12:00:00Z');
    await post(creator, otherGame, 'other-game', '2026-03-11T12:00:00Z');
    await post(creator, drifters, 'unlisted', '2026-03-11T13:00:00Z', false);
    await post(creator, drifters, 'second', '2026-03-13T12:00:00Z');
    await post(creator, drifters, 'first', '2026-03-12T12:00:00Z');
    await post(other, drifters, 'someone-else', '2026-03-12T12:00:00Z');

    const campaigns = new MikroOrmKeyCampaignRepository(em);
    const campaignId = uuid();
    await campaigns.save(aKeyCampaign({ id: campaignId, companyId, codeItemId: null }));
    const participation = async (creatorId: string, submissionUrl: string | null) => {
      const id = uuid();
      await execute(
        `insert into key_participant (id, campaign_id, creator_id, state, applied_at, claimed_at, content_due_at, submission_url, kit_sent_count, replaced_keys, events)
         values (?, ?, ?, ?, ?, ?, ?, ?, 0, '[]', '[]')`,
        [
          id,
          campaignId,
          creatorId,
          submissionUrl ? 'submittedContent' : 'claimedKey',
          CLAIMED_AT,
          CLAIMED_AT,
          at('2026-04-09T12:00:00Z'),
          submissionUrl,
        ],
      );
      return id;
    };
    const claimed = await participation(creator, null);

    const found = await new TablesFoundKeyContent(em).findUnsubmitted(10);
    expect(found).toEqual([
      {
        participantId: claimed,
        provider: 'youtube',
        externalId: 'first',
        type: 'VIDEO',
        title: 'Drifting',
        postedAt: at('2026-03-12T12:00:00Z'),
        views: 1500,
        hoursWatched: 2,
      },
    ]);
    await execute(`update key_participant set state = 'submittedContent', submission_url = 'https://example.com' where id = ?`, [claimed]);
    expect(await new TablesFoundKeyContent(em).findUnsubmitted(10)).toEqual([]);
  });
});
