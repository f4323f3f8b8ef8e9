import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { keyCampaignKey, type KeyCampaignOrder } from '@lurkit/core/keys/domain/key-orders.ts';
import type { BrowseQuery, KeyCampaignRepositoryPort } from '@lurkit/core/keys/ports/key-campaign-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { KeyCampaignEntity } from './key-campaign.entity.ts';
import { keyCampaignFromRow, keyCampaignToRow } from './key-campaign.mapper.ts';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;
/** The SQL twin of core's keyCampaignKey: the first part of each order's key, the id text breaking ties. */
const ORDER_KEY: Record<KeyCampaignOrder, string> = {
  popular: '-request_count',
  upcoming: `coalesce(${ms('start_date')}, 0)`,
  recent: `-coalesce(${ms('published_at')}, 0)`,
  all: `-coalesce(${ms('published_at')}, 0)`,
  company: `-${ms('created_at')}`,
  held: ms('updated_at'),
};

export class MikroOrmKeyCampaignRepository implements KeyCampaignRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<KeyCampaign | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyCampaignEntity, { id });
    return row ? keyCampaignFromRow(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<KeyCampaign[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(KeyCampaignEntity, { id: { $in: valid } });
    return rows.map(keyCampaignFromRow);
  }

  async save(campaign: KeyCampaign): Promise<void> {
    await unitOfWork(this.#em).upsert(KeyCampaignEntity, keyCampaignToRow(campaign), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      // The request count moves only through countRequest, so a stale copy never rolls it back.
      onConflictExcludeFields: ['id', 'requestCount', 'createdAt'],
    });
  }

  async listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<KeyCampaign[]> {
    if (!isUuid(companyId)) return [];
    const over = `((publish_state in ('published', 'unpublished')) and end_date is not null and end_date <= ?)`;
    return this.#page('company', [`company_id = ?`, filter.ended ? over : `not ${over}`], [companyId, filter.now], page);
  }

  async browse(query: BrowseQuery, page: PageRequest): Promise<KeyCampaign[]> {
    const where = [`publish_state = 'published'`, `visibility = 'discoverable'`, `(end_date is null or end_date > ?)`];
    const params: unknown[] = [query.now];
    if (query.section === 'upcoming') {
      where.push('start_date > ?');
      params.push(query.now);
    }
    if (query.genres.length > 0) {
      where.push('genre_keys && array[?]::text[]');
      params.push(query.genres.map((g) => g.trim().toLowerCase()));
    }
    if (query.platforms.length > 0) {
      where.push('platform_keys && array[?]::text[]');
      params.push(query.platforms.map((p) => p.trim().toLowerCase()));
    }
    if (query.category) {
      where.push('category = ?');
      params.push(query.category);
    }
    return this.#page(query.section, where, params, page);
  }

  async listHeld(page: PageRequest): Promise<KeyCampaign[]> {
    return this.#page('held', [`publish_state = 'waitingForReview'`], [], page);
  }

  async countRequest(campaignId: string): Promise<void> {
    if (!isUuid(campaignId)) return;
    await this.#execute('update key_campaign set request_count = request_count + 1 where id = ?', [campaignId]);
  }

  /** One conditional upsert: the row lock orders racing claims, and the where clause stops at the offer. */
  async reserveKey(campaignId: string, platform: string): Promise<boolean> {
    if (!isUuid(campaignId)) return false;
    const rows = await this.#execute<{ claimed: number }[]>(
      `with offer as (
         select k->>'platform' as platform, (k->>'count')::int as count
         from key_campaign c, jsonb_array_elements(c.keys) k
         where c.id = ? and lower(k->>'platform') = lower(?) and (k->>'count')::int > 0
       )
       insert into key_campaign_claim_count (campaign_id, platform, claimed)
       select ?, platform, 1 from offer
       on conflict (campaign_id, platform) do update set claimed = key_campaign_claim_count.claimed + 1
       where key_campaign_claim_count.claimed < (select count from offer)
       returning claimed`,
      [campaignId, platform.trim(), campaignId],
    );
    return rows.length > 0;
  }

  async claimedKeys(campaignId: string): Promise<Readonly<Record<string, number>>> {
    if (!isUuid(campaignId)) return {};
    const rows = await this.#execute<{ platform: string; claimed: number }[]>(
      'select platform, claimed from key_campaign_claim_count where campaign_id = ?',
      [campaignId],
    );
    return Object.fromEntries(rows.map((r) => [r.platform, r.claimed]));
  }

  cursorOf(campaign: KeyCampaign, order: KeyCampaignOrder): string {
    return encodeCursor(keyCampaignKey(campaign, order));
  }

  async #page(order: KeyCampaignOrder, where: string[], params: unknown[], page: PageRequest): Promise<KeyCampaign[]> {
    const key = `(${ORDER_KEY[order]}, id::text)`;
    const conditions = [...where];
    const values = [...params];
    const after = decodeCursor(page.after, 2);
    const before = decodeCursor(page.before, 2);
    if (after) {
      conditions.push(`${key} > (?, ?)`);
      values.push(...after);
    }
    if (before) {
      conditions.push(`${key} < (?, ?)`);
      values.push(...before);
    }
    const direction = page.inverted ? 'desc' : 'asc';
    const rows = await this.#execute<{ id: string }[]>(
      `select id from key_campaign where ${conditions.join(' and ')} order by ${ORDER_KEY[order]} ${direction}, id::text ${direction} limit ?`,
      [...values, page.limit],
    );
    const found = await this.findByIds(rows.map((r) => r.id));
    const byId = new Map(found.map((c) => [c.id, c]));
    return rows.flatMap((r) => byId.get(r.id) ?? []);
  }

  #execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return unitOfWork(this.#em)
      .getConnection()
      .execute<T>(sql, params as never[]);
  }
}
