import { InMemoryRateLimits } from '@lurkit/core/shared/testing/in-memory-rate-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { createTestDatabase, type TestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import { USERNAME_PATTERN } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import { tierOf } from '@lurkit/core/shared/creator-tier.ts';
import { systemClock } from '@lurkit/core/shared/clock.port.ts';
import { sandboxChannelFigures } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { sql } from '../testing/direct-db.ts';
import { DEMO_CREATOR_USERNAME, DEMO_STAFF_USERNAME, seedDemoWorld, type SeedScope } from './demo-world.ts';
import { HIDDEN_QUEST_NAME } from './quest-invitations.seed.ts';
import { LISTED_QUEST_NAME } from './creator-lists.seed.ts';
import { DEMO_MISSION_NAMES } from './programs.seed.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { QUEST_RUN_STATUSES } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import { GetCompanyReport } from '@lurkit/core/reporting/application/get-company-report.ts';
import { ListRunEvents } from '@lurkit/core/reporting/application/list-run-events.ts';
import { GetQuestResults } from '@lurkit/core/quests/application/get-quest-results.ts';
import { JudgeAudienceAuthenticity } from '@lurkit/core/insights/application/judge-audience-authenticity.ts';
import { CreatorTopicQueries } from '@lurkit/core/accounts/profile/application/creator-topic-queries.ts';
import { ReconcileLedger } from '@lurkit/core/ledger/application/reconcile-ledger.ts';
import { isPlatform } from '@lurkit/core/shared/platform.schema.ts';

const scopeOf = (db: TestDatabase) =>
  scopeFactory(db.orm.em, {
    clock: systemClock,
    hasher: new Argon2idPasswordHasher(),
    secrets: testSecrets,
    limits: new InMemoryRateLimits(),
    queue: new PgBossJobQueue(db.url),
    appUrl: 'http://localhost',
  })();

interface ChannelRow {
  handle: string;
  provider: string;
  followers: number;
  average_concurrent_viewers: number | null;
  average_views_per_video: number | null;
  average_views_per_short: number | null;
}
const channelsOf = (db: TestDatabase) =>
  sql<ChannelRow>(
    db.url,
    `select handle, provider, followers, average_concurrent_viewers, average_views_per_video, average_views_per_short
     from creator_channel order by provider, handle`,
  );
const usernamesOf = async (db: TestDatabase) =>
  (await sql<{ username: string }>(db.url, 'select username from user_account order by username')).map((r) => r.username);

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await seedDemoWorld(scopeOf(first), systemClock)).toBe('seeded');
});
afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

describe('the demo world', () => {
  // public experience
  it('seeds its money through the ledger: every transaction balanced, each charge in escrow, the paid-out deals on their way', async () => {
    const unbalanced = await sql<{ id: string }>(
      first.url,
      'select transaction_id as id from ledger_entry group by transaction_id having sum(amount_cents) <> 0',
    );
    expect(unbalanced).toEqual([]);
    const balances = await sql<{ kind: string; cents: string }>(
      first.url,
      `select split_part(account, ':', 1) as kind, sum(amount_cents)::text as cents from ledger_entry group by 1 order by 1`,
    );
    const of = (kind: string) => Number(balances.find((b) => b.kind === kind)?.cents ?? 0);
    expect(of('providerClearing')).toBe(0);
    expect(of('escrow')).toBeGreaterThan(0);
    expect(of('refunds')).toBeGreaterThan(0);
    expect(of('creatorInTransit')).toBeGreaterThan(0);
    // Demo Studio's three paid Pro invoices and Northern Lights' one paid Enterprise invoice.
    const paidPlans = await sql<{ cents: string }>(
      first.url,
      `select sum(amount_cents)::text as cents from sandbox_invoice where status = 'paid'`,
    );
    expect(of('planRevenue')).toBe(Number(paidPlans[0]?.cents));
  });

  it('documents its money: an invoice for every card and plan charge and a credit note for every refund, against the same ledger transaction', async () => {
    const undocumented = await sql<{ cause: string; id: string }>(
      first.url,
      `select t.cause, t.id from ledger_transaction t
       where t.cause in ('cardCharge', 'planCharge', 'refund')
         and not exists (select 1 from tax_document d where d.ledger_transaction_id = t.id::text
                         and d.kind = case t.cause when 'refund' then 'creditNote' else 'invoice' end)`,
    );
    expect(undocumented).toEqual([]);
    const notes = await sql<{ credits: string | null }>(
      first.url,
      `select credits_number as credits from tax_document where kind = 'creditNote'`,
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((n) => n.credits?.startsWith('INV-'))).toBe(true);
  });

  it("agrees with the sandbox provider's books: reconciliation lists nothing", async () => {
    const scope = scopeOf(first);
    expect((await scope.transaction((tx) => new ReconcileLedger(tx.ledger).execute())).mismatches).toEqual([]);
  });

  it('has games in every public list with generated covers, news feeds with sanitised articles, and one empty feed', async () => {
    const lists = await sql<{ list: string; n: number; covered: number }>(
      first.url,
      `select 'new' as list, count(*)::int as n, count(*) filter (where cover_url like 'data:image/svg+xml%')::int as covered
         from catalogue_game where release_date <= now() and release_date > now() - interval '90 days'
       union all select 'upcoming', count(*)::int, count(*) filter (where cover_url like 'data:image/svg+xml%')::int from catalogue_game where release_date > now()
       union all select 'anticipated', count(*)::int, count(*) filter (where cover_url like 'data:image/svg+xml%')::int
         from catalogue_game where (release_date is null or release_date > now()) and hype > 0`,
    );
    for (const row of lists) {
      expect(row.n, row.list).toBeGreaterThanOrEqual(4);
      expect(row.covered, row.list).toBe(row.n);
    }
    const [news] = await sql<{ feeds: number; articles: number; scripts: number }>(
      first.url,
      `select (select count(*)::int from game_feed) as feeds, (select count(*)::int from game_news_article) as articles,
              (select count(*)::int from game_news_article where html ilike '%<script%') as scripts`,
    );
    expect(news!.feeds).toBeGreaterThanOrEqual(10);
    expect(news!.articles).toBeGreaterThanOrEqual(20);
    expect(news!.scripts).toBe(0);
    const empty = await sql<{ n: number }>(
      first.url,
      `select count(a.id)::int as n from catalogue_game g join game_feed f on f.game_id = g.id left join game_news_article a on a.game_id = g.id
        where g.name = 'Fjord Fishers'`,
    );
    expect(empty).toEqual([{ n: 0 }]);
    const [streamed] = await sql<{ n: number }>(
      first.url,
      `select count(*)::int as n from catalogue_game g join statistics_game s on lower(s.name) = lower(g.name)
         join creator_post p on p.game_id = s.id and p.type = 'STREAM' and p.listed`,
    );
    expect(streamed!.n).toBeGreaterThan(0);
  });

  it('has a staff user, companies of every type with owners and members, and at least 300 verified creators', async () => {
    const staff = await scopeOf(first).accounts.users.findByUsername(DEMO_STAFF_USERNAME);
    expect(staff).toMatchObject({ isStaff: true, userType: 'User' });
    const companies = await sql<{
      name: string;
      type: string;
      is_verified: boolean;
      members: number;
      owners: number;
      all_company: boolean;
    }>(
      first.url,
      `select c.name, c.type, c.is_verified, count(*)::int as members, (count(*) filter (where m.is_owner))::int as owners,
              bool_and(u.user_type = 'Company') as all_company
       from company c join company_member m on m.company_id = c.id join user_account u on u.id = m.user_id
       group by c.id order by c.name`,
    );
    expect(companies.find((c) => c.name === 'Demo Studio')).toMatchObject({ is_verified: true, members: 1, owners: 1 });
    const others = companies.filter((c) => c.name !== 'Demo Studio');
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.every((c) => c.owners === 1 && c.members >= 2 && c.members <= 4 && c.all_company)).toBe(true);
    expect(new Set(companies.map((c) => c.type))).toEqual(new Set(COMPANY_TYPES));
    expect(new Set(others.map((c) => c.is_verified))).toEqual(new Set([true, false]));
    const creators = await sql<{ username: string; display_name: string; email_verified_at: Date | null }>(
      first.url,
      `select username, display_name, email_verified_at from user_account where user_type = 'Creator'`,
    );
    expect(creators.length).toBeGreaterThanOrEqual(300);
    expect(creators.every((c) => USERNAME_PATTERN.test(c.username) && c.email_verified_at !== null)).toBe(true);
    expect(new Set(creators.map((c) => c.display_name.toLowerCase())).size).toBe(creators.length);
  });

  it('covers every size tier on every platform, and gives democreator all three platforms', async () => {
    const channels = await channelsOf(first);
    const tiers = (provider: string, figure: (c: ChannelRow) => number | null, basis: 'CCV' | 'VIEWS') =>
      new Set(channels.filter((c) => c.provider === provider).map((c) => tierOf(figure(c) ?? 0, basis)));
    const all = ['nano', 'micro', 'mid', 'macro', 'top'];
    expect([...tiers('twitch', (c) => c.average_concurrent_viewers, 'CCV')].sort()).toEqual([...all].sort());
    expect([...tiers('youtube', (c) => c.average_views_per_video, 'VIEWS')].sort()).toEqual([...all].sort());
    expect([...tiers('tiktok', (c) => c.average_views_per_short, 'VIEWS')].sort()).toEqual([...all].sort());
    expect(channels.filter((c) => c.handle === 'democreator').map((c) => c.provider)).toEqual(['tiktok', 'twitch', 'youtube']);
  });

  it('has Key campaigns in every status, creators in every state, and claimed keys that are claimed codes', async () => {
    const states = await sql<{ publish_state: string; pre_launch: boolean; over: boolean }>(
      first.url,
      'select publish_state, pre_launch, (end_date <= now()) as over from key_campaign',
    );
    expect(new Set(states.map((s) => s.publish_state))).toEqual(new Set(['draft', 'waitingForReview', 'published', 'unpublished']));
    expect(states.some((s) => s.pre_launch)).toBe(true);
    expect(states.some((s) => s.publish_state === 'published' && s.over)).toBe(true);
    const participants = await sql<{ state: string }>(first.url, 'select distinct state from key_participant');
    expect(new Set(participants.map((p) => p.state))).toEqual(
      new Set(['pending', 'waitlist', 'accepted', 'rejected', 'claimedKey', 'submittedContent']),
    );
    const [claims] = await sql<{ participants: number; codes: number }>(
      first.url,
      `select (select count(*)::int from key_participant where claim_platform is not null) as participants,
              (select count(*)::int from code where status = 'claimed' and distributed_by is not null) as codes`,
    );
    expect(claims!.participants).toBeGreaterThan(0);
    expect(claims!.codes).toBe(claims!.participants);
    // Spec 3: every stored platform is a name of the vocabulary, and a PlayStation family campaign is there to find.
    const platforms = await sql<{ platform: string }>(
      first.url,
      `select platform from code union select platform from key_campaign_slot union select k->>'platform' from key_campaign, jsonb_array_elements(keys) k
       union select unnest(platforms) from quest union select k->>'platform' from quest, jsonb_array_elements(kit_keys) k`,
    );
    expect(platforms.filter((p) => !isPlatform(p.platform))).toEqual([]);
    expect(platforms.map((p) => p.platform)).toContain('PlayStation 5');
    const items = await sql<{ type: string }>(first.url, 'select distinct type from code_item');
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['game', 'dlc', 'demo', 'inGameItem', 'other']));
  });

  it('gives democreator two creator pages, /democreator first, and other creators one each', async () => {
    const pages = await sql<{ slug: string; username: string }>(
      first.url,
      'select p.slug, u.username from creator_page p join user_account u on u.id = p.creator_id order by p.created_at, p.slug',
    );
    expect(
      pages
        .filter((p) => p.username === DEMO_CREATOR_USERNAME)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['democreator', 'democreator-speedruns']);
    expect(new Set(pages.map((p) => p.username)).size).toBeGreaterThan(1);
  });

  it('has a User in every creator access state besides democreator granted, and democreator two analytics pages', async () => {
    const states = await sql<{ username: string; user_type: string; status: string | null }>(
      first.url,
      `select u.username, u.user_type, a.status from user_account u left join creator_access a on a.user_id = u.id
       where u.username in ('democreator', 'demonewcreator', 'demoinreview', 'demorefused', 'demotiktoker') order by u.username`,
    );
    expect(states).toEqual([
      { username: 'democreator', user_type: 'Creator', status: 'granted' },
      { username: 'demoinreview', user_type: 'User', status: 'verificationInProgress' },
      { username: 'demonewcreator', user_type: 'User', status: null },
      { username: 'demorefused', user_type: 'User', status: 'refused' },
      { username: 'demotiktoker', user_type: 'Creator', status: 'granted' },
    ]);
    // demotiktoker was granted on the figures the sandbox serves for its TikTok account: a business
    // account, 250 followers or more, its oldest video 30 days old or more.
    const [tiktok] = await sql<{ followers: number; business: boolean; age_days: number; channels: { qualifies: boolean }[] }>(
      first.url,
      `select ch.followers, ch.is_business_account as business, extract(day from now() - ch.account_created_at)::int as age_days,
              a.channels
       from user_account u join creator_channel ch on ch.creator_id = u.id and ch.provider = 'tiktok'
       join user_connection c on c.user_id = u.id and c.provider_account_id = ch.provider_channel_id and c.status = 'valid'
       join creator_access a on a.user_id = u.id where u.username = 'demotiktoker'`,
    );
    expect(tiktok).toMatchObject({ followers: sandboxChannelFigures('tiktok', 'demotiktoker').followers, business: true });
    expect(tiktok!.age_days).toBeGreaterThanOrEqual(30);
    expect(tiktok!.channels).toEqual([expect.objectContaining({ provider: 'tiktok', qualifies: true, reasons: [] })]);
    const analytics = await sql<{ name: string }>(
      first.url,
      `select a.name from analytics_page a join user_account u on u.id = a.creator_id where u.username = 'democreator' order by a.name`,
    );
    expect(analytics.map((a) => a.name)).toEqual(['sponsor-deck', 'video-month']);
  });

  it('gives democreator all three connections, TikTok needing re-authorisation, tokens sealed', async () => {
    const rows = await sql<{ provider: string; status: string; access_token_sealed: string }>(
      first.url,
      `select c.provider, c.status, c.access_token_sealed from user_connection c join user_account u on u.id = c.user_id
       where u.username = ? order by c.provider`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(rows.map((r) => [r.provider, r.status])).toEqual([
      ['tiktok', 'invalid'],
      ['twitch', 'valid'],
      ['youtube', 'valid'],
    ]);
    expect(rows.every((r) => !r.access_token_sealed.includes('demo-access'))).toBe(true);
    // Each connection is the same platform account as the channel: a channel sync after a reconnect updates it.
    const unmatched = await sql<{ provider: string }>(
      first.url,
      `select c.provider from user_connection c join user_account u on u.id = c.user_id
       left join creator_channel ch on ch.provider = c.provider and ch.provider_channel_id = c.provider_account_id and ch.creator_id = u.id
       where u.username = ? and ch.id is null`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(unmatched).toEqual([]);
    const [access] = await sql<{ status: string; channels: { provider: string; qualifies: boolean }[] }>(
      first.url,
      'select a.status, a.channels from creator_access a join user_account u on u.id = a.user_id where u.username = ?',
      [DEMO_CREATOR_USERNAME],
    );
    expect(access?.status).toBe('granted');
    expect(access?.channels.filter((c) => c.qualifies).map((c) => c.provider)).toEqual(['twitch', 'youtube']);
  });

  it('stocks the shop and gives democreator Lurkcoins and two orders, with 500 left to spend', async () => {
    const items = await sql<{ name: string; stock: number }>(first.url, 'select name, stock from shop_item order by price_coins');
    expect(items.map((i) => i.name)).toContain('Lurkit hoodie');
    expect(items.some((i) => i.stock === 0)).toBe(true);
    const [demo] = await sql<{ balance: number; orders: number }>(
      first.url,
      `select (select sum(amount)::int from lurkcoin_entry where creator_id = u.id) as balance,
              (select count(*)::int from shop_order where creator_id = u.id) as orders
       from user_account u where u.username = ?`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(demo).toEqual({ balance: 500, orders: 2 });
  });

  it('fills democreator settings tabs and puts two unread notifications under the bell', async () => {
    const [demo] = await sql<{ country: string; city: string; unread: number }>(
      first.url,
      `select p.country, p.address->>'city' as city,
              (select count(*)::int from user_notification n where n.user_id = u.id and n.read_at is null) as unread
       from user_account u join user_profile p on p.user_id = u.id where u.username = ?`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(demo).toEqual({ country: 'SE', city: 'Stockholm', unread: 2 });
  });

  it('gives democreator a real PNG profile picture, and some creators none (initials)', async () => {
    const [demo] = await sql<{ type: string; head: string }>(
      first.url,
      `select p.content_type as type, encode(substring(p.bytes from 1 for 8), 'hex') as head
       from user_account u join profile_picture p on p.user_id = u.id where u.username = ?`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(demo).toEqual({ type: 'image/png', head: '89504e470d0a1a0a' });
    const [counts] = await sql<{ creators: number; pictured: number }>(
      first.url,
      `select count(*)::int as creators, count(p.id)::int as pictured
       from user_account u left join profile_picture p on p.user_id = u.id where u.user_type = 'Creator'`,
    );
    expect(counts!.pictured).toBeGreaterThan(0);
    expect(counts!.pictured).toBeLessThan(counts!.creators);
  });

  // company
  it('puts Demo Studio on Pro with paid invoices, Northern Lights on Enterprise with a declined renewal, the rest on Free', async () => {
    const plans = await sql<{ name: string; plan: string | null; status: string | null; invoices: string | null }>(
      first.url,
      `select c.name, s.plan, s.status,
              (select string_agg(i.status, ',' order by i.issued_at) from billing_invoice i where i.company_id = c.id) as invoices
       from company c left join company_subscription s on s.company_id = c.id order by c.name`,
    );
    expect(plans.find((p) => p.name === 'Demo Studio')).toEqual({
      name: 'Demo Studio',
      plan: 'pro',
      status: 'active',
      invoices: 'paid,paid,paid',
    });
    expect(plans.find((p) => p.name === 'Northern Lights Games')).toMatchObject({
      plan: 'enterprise',
      status: 'past_due',
      invoices: 'paid,failed',
    });
    expect(plans.filter((p) => p.plan === null).length).toBeGreaterThanOrEqual(3);
    const sandbox = await sql<{ n: number }>(first.url, 'select count(*)::int as n from sandbox_invoice');
    expect(sandbox).toEqual([{ n: 5 }]);
  });

  it('gives demostaff two open reports in the queue and one dismissed', async () => {
    const rows = await sql<{ status: string; reason: string }>(first.url, 'select status, reason from user_report order by created_at');
    expect(rows).toEqual([
      { status: 'dismissed', reason: 'other' },
      { status: 'open', reason: 'fakeAudience' },
      { status: 'open', reason: 'spam' },
    ]);
  });

  // matchmaking
  it("stores a generated matchmaking list for Demo Studio's live Key campaign, with its three best matches selected", async () => {
    const [list] = await sql<{ company: string; activation_type: string; matches: number; selected: string[]; first: string[] }>(
      first.url,
      `select c.name as company, l.brief->'activation'->>'type' as activation_type, l.match_count as matches, l.selected_creator_ids as selected,
              array(select m->>'creatorId' from jsonb_array_elements(l.results->'matches') with ordinality as x(m, n) where n <= 3 order by n) as first
       from matchmaking_list l join company c on c.id = l.company_id`,
    );
    expect(list).toMatchObject({ company: 'Demo Studio', activation_type: 'KEY' });
    expect(list!.matches).toBeGreaterThan(3);
    expect(list!.selected).toEqual(list!.first);
  });

  // audience authenticity
  it('shows a clean and a flagged audience among the matchmaking results, and democreator follows a few topics', async () => {
    const [list] = await sql<{ ids: string[] }>(
      first.url,
      `select array(select m->>'creatorId' from jsonb_array_elements(l.results->'matches') with ordinality as x(m, n) order by n) as ids
       from matchmaking_list l`,
    );
    const judged = await new JudgeAudienceAuthenticity(scopeOf(first).insights).execute(list!.ids);
    const [clean, flagged] = list!.ids.map((id) => judged.byCreator.get(id));
    expect(clean).toMatchObject({ level: 'LIKELY_GENUINE', signals: [] });
    expect(flagged?.signals.map((s) => s.code)).toContain('VIEWER_SPIKES');
    expect(flagged?.level).not.toBe('LIKELY_GENUINE');

    const [demo] = await sql<{ id: string }>(first.url, 'select id from user_account where username = ?', [DEMO_CREATOR_USERNAME]);
    const topics = await new CreatorTopicQueries(scopeOf(first).profile).all(demo!.id);
    expect(topics.filter((t) => t.following).map((t) => t.id)).toEqual(['indie', 'racing', 'rpg']);
  });

  it('spreads audience authenticity over every level: most live creators likely genuine, a few to check, a few doubtful with the reason', async () => {
    const live = await sql<{ id: string }>(
      first.url,
      'select distinct creator_id as id from creator_channel where average_concurrent_viewers is not null',
    );
    const judged = [...(await new JudgeAudienceAuthenticity(scopeOf(first).insights).execute(live.map((c) => c.id))).byCreator.values()];
    const count = (level: string) => judged.filter((j) => j.level === level).length;
    expect(count('LIKELY_GENUINE')).toBeGreaterThan(judged.length / 2);
    expect(count('CHECK')).toBeGreaterThan(0);
    expect(count('DOUBTFUL')).toBeGreaterThan(0);
    expect(new Set(judged.map((j) => j.score)).size).toBeGreaterThanOrEqual(5);
    const doubtfulReasons = new Set(judged.filter((j) => j.level === 'DOUBTFUL').flatMap((j) => j.signals.map((s) => s.code)));
    expect([...doubtfulReasons]).toEqual(expect.arrayContaining(['VIEWERS_PER_FOLLOWER_LOW', 'CHATTERS_PER_VIEWER_LOW']));
  });

  // results and reporting
  it("reports Demo Studio's Key campaigns, Quests, Missions and Creator Program with content from the statistics store", async () => {
    const [studio] = await sql<{ id: string }>(first.url, `select id from company where name = 'Demo Studio'`);
    const report = await new GetCompanyReport(scopeOf(first).reporting).execute({
      companyId: studio!.id,
      query: { group: 'overview', periodDays: 90 },
    });
    if (!report.ok) throw report.error;
    const withContent = new Set(report.value.activations.filter((a) => a.figures.contentPieces > 0).map((a) => a.kind));
    expect([...withContent].sort()).toEqual(['CREATOR_PROGRAM', 'KEY', 'MISSION', 'QUEST']);
    expect(report.value.totals.costPerHourWatchedCents).toBeGreaterThan(0);
    expect(report.value.games.length).toBeGreaterThan(1);
  });

  it("gives democreator VIP access on the clip mission, and the stream mission's running creator VIP with location and language waived", async () => {
    const grants = await sql<{ name: string; username: string; waives: boolean; running: boolean }>(
      first.url,
      `select m.name, u.username, g.waives_location_and_language as waives,
              exists (select 1 from mission_run r where r.mission_id = m.id and r.creator_id = u.id and r.state = 'active') as running
         from vip_grant g join mission m on m.id = g.activation_id join user_account u on u.id = g.creator_id
        where g.activation_type = 'MISSION' order by g.id`,
    );
    expect(grants).toEqual([
      { name: DEMO_MISSION_NAMES.clip, username: DEMO_CREATOR_USERNAME, waives: false, running: false },
      { name: DEMO_MISSION_NAMES.stream, username: expect.any(String), waives: true, running: true },
    ]);
  });

  it("shows run events of Key campaigns, Quests and Missions on the first page of Demo Studio's home timeline", async () => {
    const [studio] = await sql<{ id: string }>(first.url, `select id from company where name = 'Demo Studio'`);
    const page = await new ListRunEvents(scopeOf(first).reporting).execute({
      companyId: studio!.id,
      page: { after: null, before: null, limit: 15, inverted: false },
    });
    if (!page.ok) throw new Error('the timeline failed');
    expect(new Set(page.value.map((e) => e.activationType))).toEqual(new Set(['KEY', 'QUEST', 'MISSION']));
  });

  it('dates no run event of any company after the moment the world was seeded', async () => {
    const seededBy = new Date();
    const companies = await sql<{ id: string }>(first.url, 'select id from company');
    for (const company of companies) {
      const page = await new ListRunEvents(scopeOf(first).reporting).execute({
        companyId: company.id,
        page: { after: null, before: null, limit: 10_000, inverted: false },
      });
      if (!page.ok) throw new Error('the timeline failed');
      expect(page.value.filter((e) => e.at > seededBy)).toEqual([]);
    }
  });

  it('gives Demo Studio two creator lists, one asked for by a live Key campaign, and democreator VIP access there', async () => {
    const lists = await sql<{ id: string; name: string; members: number }>(
      first.url,
      `select l.id, l.name, (select count(*)::int from creator_list_member m where m.list_id = l.id) as members
       from creator_list l join company c on c.id = l.company_id where c.name = 'Demo Studio' order by l.name`,
    );
    expect(lists.map((l) => l.name)).toEqual(['Cosy game fans', 'Nordic streamers']);
    expect(lists.every((l) => l.members > 0)).toBe(true);
    const nordic = lists.find((l) => l.name === 'Nordic streamers')!;
    const [asking] = await sql<{ id: string; publish_state: string }>(
      first.url,
      `select id, publish_state from key_campaign where requirements->'creatorListIds' @> jsonb_build_array(?::text)`,
      [nordic.id],
    );
    expect(asking).toMatchObject({ publish_state: 'published' });
    const vip = await sql<{ username: string; waives_location_and_language: boolean }>(
      first.url,
      'select u.username, v.waives_location_and_language from vip_grant v join user_account u on u.id = v.creator_id where v.activation_id = ?',
      [asking!.id],
    );
    expect(vip).toEqual([{ username: 'democreator', waives_location_and_language: false }]);
  });

  it('gives Demo Studio a live Quest open only to its Nordic streamers list, which democreator is not on', async () => {
    const [listed] = await sql<{ publish_state: string; visibility: string; list: string; democreator_listed: boolean }>(
      first.url,
      `select q.publish_state, q.visibility, l.name as list,
         exists (select 1 from creator_list_member m join user_account u on u.id = m.creator_id
                 where m.list_id = l.id and u.username = ?) as democreator_listed
       from quest q join creator_list l on q.requirements->'creatorListIds' @> jsonb_build_array(l.id::text) where q.name = ?`,
      [DEMO_CREATOR_USERNAME, LISTED_QUEST_NAME],
    );
    expect(listed).toEqual({ publish_state: 'published', visibility: 'Discoverable', list: 'Nordic streamers', democreator_listed: false });
  });

  it('gives VIP access on a Quest (location waived) and the Creator Program, and one creator platform VIP from demostaff', async () => {
    const grants = await sql<{ activation_type: string; waives_location_and_language: boolean; username: string }>(
      first.url,
      `select v.activation_type, v.waives_location_and_language, u.username from vip_grant v join user_account u on u.id = v.creator_id
       where v.activation_type not in ('KEY', 'MISSION') order by v.activation_type`,
    );
    expect(grants.map((g) => [g.activation_type, g.waives_location_and_language])).toEqual([
      ['CREATOR_PROGRAM', false],
      ['QUEST', true],
    ]);
    expect(grants.find((g) => g.activation_type === 'QUEST')?.username).toBe('democreator');
    const platform = await sql<{ granted_by: string; staff: string }>(
      first.url,
      "select p.granted_by, (select id::text from user_account where username = 'demostaff') as staff from platform_vip p",
    );
    expect(platform).toHaveLength(1);
    expect(platform[0]!.granted_by).toBe(platform[0]!.staff);
  });

  it("holds Demo Studio's public page settings and a Quest answering offers within 5 days (the request SLA)", async () => {
    const pages = await sql<{ name: string; show_quests: boolean; links: number }>(
      first.url,
      'select c.name, p.show_quests, jsonb_array_length(p.links)::int as links from company_page p join company c on c.id = p.company_id',
    );
    expect(pages).toEqual([{ name: 'Demo Studio', show_quests: false, links: 2 }]);
    const deadlines = await sql<{ n: number }>(first.url, 'select count(*)::int as n from quest where offer_response_days = 5');
    expect(deadlines[0]!.n).toBeGreaterThan(0);
  });

  it("holds Demo Studio's Creator Program with members in every state, announcements, and missions with runs in every label", async () => {
    const memberships = await sql<{ state: string; n: number }>(
      first.url,
      'select state, count(*)::int as n from program_membership group by state order by state',
    );
    expect(memberships.map((m) => m.state)).toEqual(['accepted', 'applied', 'pending', 'rejected']);
    const [demoMember] = await sql<{ state: string }>(
      first.url,
      `select m.state from program_membership m join user_account u on u.id = m.creator_id where u.username = ?`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(demoMember?.state).toBe('accepted');
    expect(await sql(first.url, 'select count(*)::int as n from program_announcement')).toEqual([{ n: 2 }]);
    const runs = await sql<{ state: string }>(first.url, 'select distinct state from mission_run order by state');
    expect(runs.map((r) => r.state)).toEqual(['active', 'canceled', 'claimReward', 'completed', 'declined', 'expired', 'review']);
    const missions = await sql<{ publish_state: string }>(first.url, 'select publish_state from mission order by publish_state');
    expect(missions.map((m) => m.publish_state)).toEqual(['draft', 'published', 'published', 'waitingForReview']);
    const approvedBySystem = await sql(first.url, `select count(*)::int as n from mission_run where review->>'by' = 'SYSTEM'`);
    expect(approvedBySystem).toEqual([{ n: 1 }]);
  });

  it("lists a live Key campaign for the Creator Program's members only, on the program's Keys tab", async () => {
    const membersOnly = await sql<{ name: string }>(
      first.url,
      `select k.name from key_campaign k join creator_program p on k.requirements->>'creatorProgramId' = p.id::text
       where k.publish_state = 'published' and k.end_date > now()`,
    );
    expect(membersOnly.map((k) => k.name)).toEqual([expect.stringMatching(/keys for program members$/)]);
  });

  it('gives Demo Studio a stream shortlist, a video shortlist with shorts on it, and a note on an insights game', async () => {
    const rows = await sql<{ kind: string; type: string; n: number }>(
      first.url,
      `select s.kind, p.type, count(*)::int as n from shortlist_entry s join creator_post p on p.id = s.post_id
       join company c on c.id = s.company_id where c.name = 'Demo Studio' group by s.kind, p.type order by s.kind, p.type`,
    );
    expect(rows.map((r) => `${r.kind}:${r.type}`)).toEqual(['STREAM:STREAM', 'VIDEO:SHORTS', 'VIDEO:VIDEO']);
    expect(rows.every((r) => r.n >= 2)).toBe(true);
    const gameNotes = await sql<{ name: string; comments: number }>(
      first.url,
      `select g.name, (select count(*)::int from company_note_comment m where m.note_id = n.id) as comments
       from company_note n join statistics_game g on g.id::text = n.subject_id where n.subject_kind = 'GAME'`,
    );
    expect(gameNotes).toEqual([{ name: expect.any(String), comments: 1 }]);
  });

  it('has channels live at seeding on Demo Studio’s games, for the company home', async () => {
    const [live] = await sql<{ channels: number; own: number }>(
      first.url,
      `select count(distinct p.id)::int as channels,
              count(distinct p.id) filter (where g.name = any(array['Moonlight Drifters', 'Hollow Lantern', 'Tiny Trebuchets']))::int as own
       from creator_post p join stream_sample s on s.post_id = p.id join statistics_game g on g.id = p.game_id
       where s.sampled_at > now() - interval '15 minutes'`,
    );
    expect(live?.channels).toBe(8);
    expect(live?.own).toBeGreaterThan(0);
  });

  it('is seeded once', async () => {
    const before = await usernamesOf(first);
    expect(await seedDemoWorld(scopeOf(first), systemClock)).toBe('already-seeded');
    expect(await usernamesOf(first)).toEqual(before);
  });

  it('is the same world on every fresh database', async () => {
    expect(await seedDemoWorld(scopeOf(second), systemClock)).toBe('seeded');
    expect(await usernamesOf(second)).toEqual(await usernamesOf(first));
    expect(await channelsOf(second)).toEqual(await channelsOf(first));
  });

  it('gives democreator a pending Key campaign invitation, to a live campaign they are not in yet', async () => {
    const rows = await sql<{ status: string; invite_type: string; in_campaign: boolean; publish_state: string }>(
      first.url,
      `select i.status, i.invite_type, k.publish_state,
              exists (select 1 from key_participant p where p.campaign_id = k.id and p.creator_id = i.creator_id) as in_campaign
       from creator_invitation i join user_account u on u.id = i.creator_id join key_campaign k on k.id = i.activation_id
       where u.username = ?`,
      [DEMO_CREATOR_USERNAME],
    );
    expect(rows).toEqual([{ status: 'PENDING', invite_type: 'USERID', in_campaign: false, publish_state: 'published' }]);
  });

  it("gives Demo Studio a hidden Quest with an invitation in every state, democreator's among them pending", async () => {
    const rows = await sql<{ status: string; invite_type: string; expired: boolean; username: string | null }>(
      first.url,
      `select i.status, i.invite_type, i.expires_at < now() as expired, u.username
       from creator_invitation i join quest q on q.id = i.activation_id left join user_account u on u.id = i.creator_id
       where i.activation_type = 'QUEST' and q.name = ? and q.visibility = 'Hidden' order by i.invited_at`,
      [HIDDEN_QUEST_NAME],
    );
    const states = rows.map((r) => (r.expired ? 'EXPIRED' : r.status));
    expect([...new Set(states)].sort()).toEqual(['ACCEPTED', 'EXPIRED', 'PENDING', 'REJECTED']);
    expect(rows.find((r) => r.username === DEMO_CREATOR_USERNAME)).toMatchObject({ status: 'PENDING', invite_type: 'USERID' });
    expect(rows.filter((r) => r.invite_type === 'EMAIL' && r.status === 'PENDING').map((r) => r.expired)).toEqual([true, false]);
  });

  it('leaves nothing behind when a part of it fails', async () => {
    const broken = await createTestDatabase();
    try {
      // The first batch of channels is written, then the repository fails, as a lost connection would.
      let batches = 0;
      const failing = (tx: SeedScope): SeedScope => {
        const real = tx.channels.channels;
        const channels: CreatorChannelRepositoryPort = {
          save: (channel) => real.save(channel),
          findByCreator: (creatorId) => real.findByCreator(creatorId),
          findByCreators: (creatorIds) => real.findByCreators(creatorIds),
          findByProviderChannel: (provider, id) => real.findByProviderChannel(provider, id),
          saveMany: async (batch) => {
            batches += 1;
            if (batches > 1) throw new Error('disk full');
            await real.saveMany(batch);
          },
        };
        return { ...tx, channels: { channels } };
      };
      const scope = scopeOf(broken);
      const injected: SeedScope = { ...scope, transaction: (work) => scope.transaction((tx) => work(failing(tx))) };
      await expect(seedDemoWorld(injected, systemClock)).rejects.toThrow('disk full');
      expect(batches).toBe(2);
      expect(await usernamesOf(broken)).toEqual([]);
      expect(await sql(broken.url, 'select id from creator_channel')).toEqual([]);
    } finally {
      await broken.drop();
    }
  });
});

describe('the demo Quests', () => {
  it('has Quests of both kinds with a run in every status of spec 4, and a filled cart', async () => {
    const kinds = await sql<{ kind: string }>(first.url, `select distinct kind from quest where publish_state = 'published' order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(['gamePromotion', 'productPromotion']);
    const statuses = await sql<{ status: string }>(first.url, 'select distinct status from quest_run order by status');
    expect(statuses.map((s) => s.status)).toEqual([...QUEST_RUN_STATUSES].sort());
    const [cart] = await sql<{ n: number }>(first.url, `select count(*)::int as n from quest_run where status = 'PENDING_PAYMENT'`);
    expect(cart?.n).toBeGreaterThanOrEqual(2);
    const [payout] = await sql<{ status: string }>(first.url, `select status from quest_payout`);
    expect(payout?.status).toBe('pending');
  });

  it("gives Demo Studio's Quests results with figures for approved content, and badges the demo creator sees", async () => {
    const scope = scopeOf(first);
    const [game] = await sql<{ id: string; company_id: string }>(
      first.url,
      `select id, company_id from quest where kind = 'gamePromotion' and publish_state = 'published' limit 1`,
    );
    const results = await new GetQuestResults(scope.quests).execute({ companyId: game!.company_id, questId: game!.id });
    if (!results.ok) throw new Error(results.error.message);
    expect(results.value.totals.content).toBeGreaterThanOrEqual(2);
    expect(results.value.totals.hoursWatched).toBeGreaterThan(0);
    expect(results.value.games.map((g) => g.gameName)).toContain('Fjord Fishers');
    expect(results.value.content.every((c) => c.figures !== null)).toBe(true);
    const badged = await sql<{ username: string; badges: number }>(
      first.url,
      `select u.username, jsonb_array_length(r.badges)::int as badges from quest_run r join user_account u on u.id = r.creator_id
       where r.status = 'COMPLETED' order by u.username`,
    );
    expect(badged.find((r) => r.username === DEMO_CREATOR_USERNAME)?.badges).toBe(2);
    expect(badged.every((r) => r.badges > 0)).toBe(true);
  });
});
