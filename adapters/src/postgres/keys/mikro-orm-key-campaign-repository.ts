import { platformKeysMatching } from '@lurkit/core/shared/platform.schema.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import { keyCampaignKey, type KeyCampaignOrder } from '@lurkit/core/keys/domain/key-orders.ts';
import type { BrowseQuery, KeyCampaignRepositoryPort } from '@lurkit/core/keys/ports/key-campaign-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
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

  findById(id: string): Promise<KeyCampaign | null> {
    return findRowById(this.#em, KeyCampaignEntity, id, keyCampaignFromRow);
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
      onConflictExcludeFields: ['id', 'requestCount', 'createdAt', 'archivedAt'],
    });
    await this.#matchSlots(campaign);
  }

  /** One slot per key offered: add the missing ones, drop free ones beyond the offer or of dropped platforms. */
  async #matchSlots(campaign: KeyCampaign): Promise<void> {
    for (const { platform, count } of campaign.keys) {
      await this.#execute(
        `insert into key_campaign_slot (campaign_id, platform, n) select ?, ?, g from generate_series(1, ?) g on conflict do nothing`,
        [campaign.id, platform, count],
      );
      await this.#execute('delete from key_campaign_slot where campaign_id = ? and platform = ? and n > ? and taken_at is null', [
        campaign.id,
        platform,
        count,
      ]);
    }
    const platforms = campaign.keys.map((k) => k.platform);
    await this.#execute(
      `delete from key_campaign_slot where campaign_id = ? and taken_at is null${platforms.length > 0 ? ' and platform not in (?)' : ''}`,
      platforms.length > 0 ? [campaign.id, platforms] : [campaign.id],
    );
  }

  async listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<KeyCampaign[]> {
    if (!isUuid(companyId)) return [];
    const over = `((publish_state in ('published', 'unpublished')) and end_date is not null and end_date <= ?)`;
    return this.#page(
      'company',
      [`company_id = ?`, 'archived_at is null', filter.ended ? over : `not ${over}`],
      [companyId, filter.now],
      page,
    );
  }

  async namesByCompany(companyId: string): Promise<{ id: string; name: string }[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(KeyCampaignEntity, { company: companyId }, { fields: ['id', 'name'] });
    return rows.map((r) => ({ id: r.id, name: r.name }));
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
      // A family finds every platform in it, however the campaign's platforms were spelled.
      where.push(
        `exists (select 1 from unnest(platform_keys) saved where regexp_replace(saved, '[^a-z0-9]', '', 'g') = any(array[?]::text[]))`,
      );
      params.push(query.platforms.flatMap(platformKeysMatching));
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

  /** Takes a free slot of the platform, skipping slots other claims hold: exact under any concurrency. */
  async reserveKey(campaignId: string, platform: string): Promise<boolean> {
    if (!isUuid(campaignId)) return false;
    const rows = await this.#execute<{ n: number }[]>(
      `update key_campaign_slot set taken_at = now()
       where (campaign_id, platform, n) = (
         select campaign_id, platform, n from key_campaign_slot
         where campaign_id = ? and lower(platform) = lower(?) and taken_at is null
         order by n for update skip locked limit 1
       ) returning n`,
      [campaignId, platform.trim()],
    );
    return rows.length > 0;
  }

  async claimedKeys(campaignId: string): Promise<Readonly<Record<string, number>>> {
    if (!isUuid(campaignId)) return {};
    const rows = await this.#execute<{ platform: string; claimed: string | number }[]>(
      'select platform, count(*) as claimed from key_campaign_slot where campaign_id = ? and taken_at is not null group by platform',
      [campaignId],
    );
    return Object.fromEntries(rows.map((r) => [r.platform, Number(r.claimed)]));
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
    return unitOfWork(this.#em).execute<T>(sql, params as never[]);
  }
}
