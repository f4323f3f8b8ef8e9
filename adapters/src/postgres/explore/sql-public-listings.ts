import {
  listingStatus,
  type FeaturedCreator,
  type PublicCompany,
  type PublicCompanyCampaigns,
  type PublicFigures,
  type PublicKeyCampaign,
  type PublicKeyCampaignPage,
  type PublicProgram,
  type PublicQuest,
  type PublicSitemapEntries,
} from '@lurkit/core/explore/domain/public-listings.ts';
import type { PublicListingsPort } from '@lurkit/core/explore/ports/public-listings.port.ts';
import { decodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

/** Published, discoverable Key campaigns not over yet (upcoming or live), as the keys context decides listing. */
const LISTED_KEY_CAMPAIGN = `k.publish_state = 'published' and k.visibility = 'discoverable' and (k.end_date is null or k.end_date > ?)`;
/** Published, Discoverable Quests not ended (the creators' Quest browsing without invitations). */
const LISTED_QUEST = `q.publish_state = 'published' and q.visibility = 'Discoverable' and q.end_date > ?`;

/**
 * One keyset page over `from`, a query with a `sort_key` number column and an `id` column: the same
 * answer core's keysetPage gives for the key [sort_key, id].
 */
async function keysetPage<Row>(em: EntityManager, from: string, params: unknown[], page: PageRequest): Promise<Row[]> {
  const where: string[] = ['true'];
  const all = [...params];
  const after = decodeCursor(page.after, 2);
  const before = decodeCursor(page.before, 2);
  if (after) {
    where.push('(t.sort_key, t.id::text) > (?, ?)');
    all.push(...after);
  }
  if (before) {
    where.push('(t.sort_key, t.id::text) < (?, ?)');
    all.push(...before);
  }
  const direction = page.inverted ? 'desc' : 'asc';
  const rows = await unitOfWork(em).execute<Row[]>(
    `select * from (${from}) t where ${where.join(' and ')} order by t.sort_key ${direction}, t.id::text ${direction} limit ?`,
    [...all, page.limit] as never[],
  );
  return rows;
}

/** Raw rows carry instants as text or Date depending on the driver's parsers. */
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const firstImage = (media: unknown): string | null =>
  Array.isArray(media) && typeof media[0] === 'string' && /^https?:\/\/|^data:image\//.test(media[0]) ? media[0] : null;

interface KeyCampaignRow {
  id: string;
  name: string;
  game: { name?: string; description?: string; genres?: string[]; media?: unknown };
  keys: { platform: string }[];
  company_id: string;
  company_name: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  published_at: Date | string;
}

const keyCampaignCard = (r: KeyCampaignRow, now: Date): PublicKeyCampaign => ({
  id: r.id,
  name: r.name,
  gameName: r.game.name || r.name,
  companyId: r.company_id,
  companyName: r.company_name,
  cover: firstImage(r.game.media),
  genres: r.game.genres ?? [],
  platforms: [...new Set(r.keys.map((k) => k.platform))],
  startDate: dateOrNull(r.start_date),
  endDate: dateOrNull(r.end_date),
  status: listingStatus(dateOrNull(r.start_date), now),
  publishedAt: new Date(r.published_at),
});

/** The visitor's view of the marketplace in hand-written SQL over the activation and account tables (read only). */
export class SqlPublicListings implements PublicListingsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async figures(now: Date): Promise<PublicFigures> {
    const [row] = await unitOfWork(this.#em).execute<
      { live_key_campaigns: string; open_quests: string; creators: string; games: string }[]
    >(
      `select
         (select count(*) from key_campaign k where ${LISTED_KEY_CAMPAIGN} and (k.start_date is null or k.start_date <= ?)) as live_key_campaigns,
         (select count(*) from quest q where ${LISTED_QUEST}) as open_quests,
         (select count(*) from user_account u where u.user_type = 'Creator' and u.status = 'active') as creators,
         (select count(distinct lower(coalesce(nullif(k.game->>'name', ''), k.name))) from key_campaign k where ${LISTED_KEY_CAMPAIGN}) as games`,
      [now, now, now, now] as never[],
    );
    return {
      liveKeyCampaigns: Number(row?.live_key_campaigns ?? 0),
      openQuests: Number(row?.open_quests ?? 0),
      creators: Number(row?.creators ?? 0),
      games: Number(row?.games ?? 0),
    };
  }

  keyCampaigns(now: Date, page: PageRequest): Promise<PublicKeyCampaign[]> {
    return this.#keyCampaigns(now, page, null);
  }

  /** The listed Key campaigns, of one company when `companyId` is set. */
  async #keyCampaigns(now: Date, page: PageRequest, companyId: string | null): Promise<PublicKeyCampaign[]> {
    const rows = await keysetPage<KeyCampaignRow>(
      this.#em,
      `select k.id, k.name, k.game, k.keys, k.company_id, c.name as company_name, k.start_date, k.end_date, coalesce(k.published_at, k.created_at) as published_at,
              -${ms('coalesce(k.published_at, k.created_at)')} as sort_key
         from key_campaign k join company c on c.id = k.company_id
        where ${LISTED_KEY_CAMPAIGN} and (?::uuid is null or k.company_id = ?::uuid)`,
      [now, companyId, companyId],
      page,
    );
    return rows.map((r) => keyCampaignCard(r, now));
  }

  async keyCampaign(campaignId: string, now: Date): Promise<PublicKeyCampaignPage | null> {
    if (!isUuid(campaignId)) return null;
    const [row] = await unitOfWork(this.#em).execute<(KeyCampaignRow & { tags: string[]; pre_launch: boolean })[]>(
      `select k.id, k.name, k.game, k.keys, k.tags, k.pre_launch, k.company_id, c.name as company_name, k.start_date, k.end_date,
              coalesce(k.published_at, k.created_at) as published_at
         from key_campaign k join company c on c.id = k.company_id
        where k.id = ? and k.publish_state = 'published' and (k.end_date is null or k.end_date > ?)`,
      [campaignId, now] as never[],
    );
    if (!row) return null;
    return { ...keyCampaignCard(row, now), gameDescription: row.game.description ?? '', tags: row.tags ?? [], preLaunch: row.pre_launch };
  }

  quests(now: Date, page: PageRequest): Promise<PublicQuest[]> {
    return this.#quests(now, page, null);
  }

  async #quests(now: Date, page: PageRequest, companyId: string | null): Promise<PublicQuest[]> {
    const rows = await keysetPage<{
      id: string;
      name: string;
      kind: string;
      media: string[];
      platforms: string[];
      company_id: string;
      company_name: string;
      start_date: Date | string;
      end_date: Date | string;
      published_at: Date | string;
    }>(
      this.#em,
      `select q.id, q.name, q.kind, q.media, q.platforms, q.company_id, c.name as company_name, q.start_date, q.end_date, coalesce(q.published_at, q.created_at) as published_at,
              -${ms('coalesce(q.published_at, q.created_at)')} as sort_key
         from quest q join company c on c.id = q.company_id
        where ${LISTED_QUEST} and (?::uuid is null or q.company_id = ?::uuid)`,
      [now, companyId, companyId],
      page,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind,
      companyId: r.company_id,
      companyName: r.company_name,
      cover: firstImage(r.media),
      platforms: r.platforms,
      startDate: new Date(r.start_date),
      endDate: new Date(r.end_date),
      status: listingStatus(new Date(r.start_date), now),
      publishedAt: new Date(r.published_at),
    }));
  }

  programs(page: PageRequest): Promise<PublicProgram[]> {
    return this.#programs(page, null);
  }

  async #programs(page: PageRequest, companyId: string | null): Promise<PublicProgram[]> {
    const rows = await keysetPage<{
      id: string;
      name: string;
      description: string;
      company_id: string;
      company_name: string;
      created_at: Date | string;
    }>(
      this.#em,
      `select p.id, p.name, p.description, p.company_id, c.name as company_name, p.created_at, -${ms('p.created_at')} as sort_key
         from creator_program p join company c on c.id = p.company_id
        where p.visibility = 'discoverable' and (?::uuid is null or p.company_id = ?::uuid)`,
      [companyId, companyId],
      page,
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      companyId: r.company_id,
      companyName: r.company_name,
      createdAt: new Date(r.created_at),
    }));
  }

  async featuredCreators(page: PageRequest): Promise<FeaturedCreator[]> {
    const rows = await keysetPage<{
      id: string;
      slug: string;
      title: string;
      display_name: string;
      followers: string;
      providers: string[];
    }>(
      this.#em,
      `select p.id, p.slug, p.title, u.display_name,
              coalesce(sum(ch.followers), 0) as followers,
              coalesce(array_agg(distinct ch.provider) filter (where ch.provider is not null), '{}') as providers,
              -coalesce(sum(ch.followers), 0) as sort_key
         from creator_page p
         join user_account u on u.id = p.creator_id and u.user_type = 'Creator' and u.status = 'active'
         left join creator_channel ch on ch.creator_id = p.creator_id
        where p.created_at = (select min(o.created_at) from creator_page o where o.creator_id = p.creator_id)
        group by p.id, u.display_name`,
      [],
      page,
    );
    return rows.map((r) => ({
      pageId: r.id,
      slug: r.slug,
      title: r.title,
      creatorName: r.display_name,
      followers: Number(r.followers),
      providers: [...r.providers].sort(),
    }));
  }

  async creatorPageCard(slug: string): Promise<{ title: string; bio: string | null; creatorName: string } | null> {
    const [row] = await unitOfWork(this.#em).execute<{ title: string; bio: string | null; display_name: string }[]>(
      `select p.title, p.bio, u.display_name from creator_page p
         join user_account u on u.id = p.creator_id and u.user_type = 'Creator' and u.status = 'active'
        where p.slug = ?`,
      [slug] as never[],
    );
    return row ? { title: row.title, bio: row.bio, creatorName: row.display_name } : null;
  }

  async creatorPageSlugs(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = await unitOfWork(this.#em).execute<{ slug: string; updated_at: Date | string }[]>(
      `select p.slug, p.updated_at from creator_page p
         join user_account u on u.id = p.creator_id and u.user_type = 'Creator' and u.status = 'active'
        order by p.slug limit ?`,
      [limit] as never[],
    );
    return rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updated_at) }));
  }

  async sitemapEntries(now: Date, limit: number): Promise<PublicSitemapEntries> {
    const db = unitOfWork(this.#em);
    const keyCampaigns = await db.execute<{ id: string; updated_at: Date | string }[]>(
      `select k.id, k.updated_at from key_campaign k where ${LISTED_KEY_CAMPAIGN} order by k.id limit ?`,
      [now, limit] as never[],
    );
    const programs = await db.execute<{ id: string; created_at: Date | string }[]>(
      `select p.id, p.created_at from creator_program p where p.visibility = 'discoverable' order by p.id limit ?`,
      [limit] as never[],
    );
    const companies = await db.execute<{ id: string }[]>(
      `select c.id from company c
        where exists (select 1 from key_campaign k where k.company_id = c.id and ${LISTED_KEY_CAMPAIGN})
           or exists (select 1 from quest q where q.company_id = c.id and ${LISTED_QUEST})
           or exists (select 1 from creator_program p where p.company_id = c.id and p.visibility = 'discoverable')
        order by c.id limit ?`,
      [now, now, limit] as never[],
    );
    return {
      keyCampaigns: keyCampaigns.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) })),
      programs: programs.map((r) => ({ id: r.id, updatedAt: new Date(r.created_at) })),
      companies: companies.map((r) => ({ id: r.id })),
    };
  }

  async companyProfile(companyId: string): Promise<PublicCompany | null> {
    if (!isUuid(companyId)) return null;
    const [row] = await unitOfWork(this.#em).execute<{ id: string; name: string; type: string; website: string; is_verified: boolean }[]>(
      'select id, name, type, website, is_verified from company where id = ?',
      [companyId] as never[],
    );
    return row ? { id: row.id, name: row.name, type: row.type, website: row.website, isVerified: row.is_verified } : null;
  }

  async companyCampaigns(companyId: string, now: Date, limit: number): Promise<PublicCompanyCampaigns> {
    const page: PageRequest = { after: null, before: null, limit, inverted: false };
    return {
      keyCampaigns: await this.#keyCampaigns(now, page, companyId),
      quests: await this.#quests(now, page, companyId),
      programs: await this.#programs(page, companyId),
    };
  }
}
