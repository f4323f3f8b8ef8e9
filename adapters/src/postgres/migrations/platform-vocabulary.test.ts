import { aKeyCampaign } from '@lurkit/core/keys/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmKeyCampaignRepository } from '../keys/mikro-orm-key-campaign-repository.ts';
import { bringPlatformsToVocabulary, describePlatformReport } from './platform-vocabulary.ts';

const db = useTestDatabase();

describe('bringing stored platform names to the vocabulary', () => {
  it('renames free text, merges the stock and claim slots of names that are one platform, and reports unknown names', async () => {
    const em = db().orm.em.fork();
    const sql = (query: string, params: unknown[] = []) => em.getConnection().execute(query, params as never[]);
    const companyId = globalThis.crypto.randomUUID();
    await parentRows(em).company(companyId);
    const campaigns = new MikroOrmKeyCampaignRepository(em);
    const campaign = aKeyCampaign({ companyId, codeItemId: null, keys: [] });
    await campaigns.save(campaign);
    // The free text saved before the vocabulary: two spellings of PlayStation 5, one of them with claims.
    const keys = [
      { platform: 'PS5', count: 2 },
      { platform: 'PlayStation 5', count: 3 },
      { platform: 'steam ', count: 1 },
      { platform: 'Dreamcast', count: 1 },
    ];
    await sql(`update key_campaign set keys = ?::jsonb, platform_keys = '{ps5,playstation 5,steam,dreamcast}' where id = ?`, [
      JSON.stringify(keys),
      campaign.id,
    ]);
    await sql(
      `insert into key_campaign_slot (campaign_id, platform, n, taken_at) values
       (?, 'PS5', 1, now()), (?, 'PS5', 2, null), (?, 'PlayStation 5', 1, now()), (?, 'PlayStation 5', 2, null),
       (?, 'PlayStation 5', 3, null), (?, 'steam ', 1, null), (?, 'Dreamcast', 1, null)`,
      Array(7).fill(campaign.id),
    );
    const itemId = globalThis.crypto.randomUUID();
    await sql(
      `insert into code_item (id, company_id, type, name, allocation, created_by, created_at) values (?, ?, 'game', 'Game', 'auto', 'u', now())`,
      [itemId, companyId],
    );
    for (const [index, platform] of ['Steam', 'steam ', 'PS5', 'Bandcamp'].entries()) {
      await sql(
        `insert into code (id, item_id, company_id, platform, value_sealed, value_hash, status, added_by, added_at)
         values (gen_random_uuid(), ?, ?, ?, 'sealed', ?, 'available', 'u', now())`,
        [itemId, companyId, platform, `hash-${index}`],
      );
    }

    const report = await bringPlatformsToVocabulary((query, params) => sql(query, params));

    const [stored] = await sql(`select keys, platform_keys from key_campaign where id = ?`, [campaign.id]);
    expect(stored!.keys).toEqual([
      { platform: 'PlayStation 5', count: 5 },
      { platform: 'Steam', count: 1 },
      { platform: 'Other', count: 1 },
    ]);
    expect(stored!.platform_keys).toEqual(['playstation 5', 'steam', 'other']);
    const slots = await sql(
      `select platform, n, taken_at is not null as taken from key_campaign_slot where campaign_id = ? order by platform, n`,
      [campaign.id],
    );
    expect(slots.filter((s) => s.platform === 'PlayStation 5').map((s) => [s.n, s.taken])).toEqual(
      [
        ['1', true],
        ['2', true],
        ['3', false],
        ['4', false],
        ['5', false],
      ].map(([n, taken]) => [Number(n), taken]),
    );
    expect(await campaigns.claimedKeys(campaign.id)).toEqual({ 'PlayStation 5': 2 });
    expect(await campaigns.reserveKey(campaign.id, 'PlayStation 5')).toBe(true);
    const codes = await sql(`select platform, count(*)::int as count from code where item_id = ? group by platform order by platform`, [
      itemId,
    ]);
    expect(codes).toEqual([
      { platform: 'Other', count: 1 },
      { platform: 'PlayStation 5', count: 1 },
      { platform: 'Steam', count: 2 },
    ]);
    expect(report.unknown).toEqual(['Bandcamp', 'Dreamcast']);
    expect(report.renamed).toMatchObject({ PS5: 'PlayStation 5', 'steam ': 'Steam', Dreamcast: 'Other' });
    expect(describePlatformReport(report)).toContain('"Bandcamp"');

    // Run again (a second deploy): nothing left to rename.
    expect((await bringPlatformsToVocabulary((query, params) => sql(query, params))).renamed).toEqual({});
  });
});
