import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import { COMPANY_TYPES } from '@lurkit/core/accounts/domain/company-fields.schema.ts';
import { tierOf } from '@lurkit/core/shared/creator-tier.ts';
import { sandboxChannelFigures } from '@lurkit/adapters/oauth/sandbox-oauth-server.ts';
import { sql } from '../../testing/direct-db.ts';
import { DEMO_CREATOR_USERNAME, DEMO_STAFF_USERNAME } from '../demo-world.ts';

import { channelsOf, scopeOf, type ChannelRow, type SeededWorld } from './seeded-world.ts';

/** Its staff, companies and creators: channels of every size, access states, connections, pages, settings and the shop. */
export function demoPeopleChecks(world: SeededWorld): void {
  describe("the demo world's people", () => {
    it('has a staff user, companies of every type with owners and members, and at least 300 verified creators', async () => {
      const staff = await scopeOf(world.first).accounts.users.findByUsername(DEMO_STAFF_USERNAME);
      expect(staff).toMatchObject({ isStaff: true, userType: 'User' });
      const companies = await sql<{
        name: string;
        type: string;
        is_verified: boolean;
        members: number;
        owners: number;
        all_company: boolean;
      }>(
        world.first.url,
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
        world.first.url,
        `select username, display_name, email_verified_at from user_account where user_type = 'Creator'`,
      );
      expect(creators.length).toBeGreaterThanOrEqual(300);
      expect(creators.every((c) => USERNAME_PATTERN.test(c.username) && c.email_verified_at !== null)).toBe(true);
      expect(new Set(creators.map((c) => c.display_name.toLowerCase())).size).toBe(creators.length);
    });

    it('covers every size tier on every platform, and gives democreator all three platforms', async () => {
      const channels = await channelsOf(world.first);
      const tiers = (provider: string, figure: (c: ChannelRow) => number | null, basis: 'CCV' | 'VIEWS') =>
        new Set(channels.filter((c) => c.provider === provider).map((c) => tierOf(figure(c) ?? 0, basis)));
      const all = ['nano', 'micro', 'mid', 'macro', 'top'];
      expect([...tiers('twitch', (c) => c.average_concurrent_viewers, 'CCV')].sort()).toEqual([...all].sort());
      expect([...tiers('youtube', (c) => c.average_views_per_video, 'VIEWS')].sort()).toEqual([...all].sort());
      expect([...tiers('tiktok', (c) => c.average_views_per_short, 'VIEWS')].sort()).toEqual([...all].sort());
      expect(channels.filter((c) => c.handle === 'democreator').map((c) => c.provider)).toEqual(['tiktok', 'twitch', 'youtube']);
    });

    it('gives democreator two creator pages, /democreator first, and other creators one each', async () => {
      const pages = await sql<{ slug: string; username: string }>(
        world.first.url,
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
        world.first.url,
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
        world.first.url,
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
        world.first.url,
        `select a.name from analytics_page a join user_account u on u.id = a.creator_id where u.username = 'democreator' order by a.name`,
      );
      expect(analytics.map((a) => a.name)).toEqual(['sponsor-deck', 'video-month']);
    });

    it('gives democreator all three connections, TikTok needing re-authorisation, tokens sealed', async () => {
      const rows = await sql<{ provider: string; status: string; access_token_sealed: string }>(
        world.first.url,
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
        world.first.url,
        `select c.provider from user_connection c join user_account u on u.id = c.user_id
           left join creator_channel ch on ch.provider = c.provider and ch.provider_channel_id = c.provider_account_id and ch.creator_id = u.id
           where u.username = ? and ch.id is null`,
        [DEMO_CREATOR_USERNAME],
      );
      expect(unmatched).toEqual([]);
      const [access] = await sql<{ status: string; channels: { provider: string; qualifies: boolean }[] }>(
        world.first.url,
        'select a.status, a.channels from creator_access a join user_account u on u.id = a.user_id where u.username = ?',
        [DEMO_CREATOR_USERNAME],
      );
      expect(access?.status).toBe('granted');
      expect(access?.channels.filter((c) => c.qualifies).map((c) => c.provider)).toEqual(['twitch', 'youtube']);
    });

    it('stocks the shop and gives democreator Lurkcoins and two orders, with 500 left to spend', async () => {
      const items = await sql<{ name: string; stock: number }>(world.first.url, 'select name, stock from shop_item order by price_coins');
      expect(items.map((i) => i.name)).toContain('Lurkit hoodie');
      expect(items.some((i) => i.stock === 0)).toBe(true);
      const [demo] = await sql<{ balance: number; orders: number }>(
        world.first.url,
        `select (select sum(amount)::int from lurkcoin_entry where creator_id = u.id) as balance,
                  (select count(*)::int from shop_order where creator_id = u.id) as orders
           from user_account u where u.username = ?`,
        [DEMO_CREATOR_USERNAME],
      );
      expect(demo).toEqual({ balance: 500, orders: 2 });
    });

    it('fills democreator settings tabs and puts two unread notifications under the bell', async () => {
      const [demo] = await sql<{ country: string; city: string; unread: number }>(
        world.first.url,
        `select p.country, p.address->>'city' as city,
                  (select count(*)::int from user_notification n where n.user_id = u.id and n.read_at is null) as unread
           from user_account u join user_profile p on p.user_id = u.id where u.username = ?`,
        [DEMO_CREATOR_USERNAME],
      );
      expect(demo).toEqual({ country: 'SE', city: 'Stockholm', unread: 2 });
    });

    it('gives democreator a real PNG profile picture, and some creators none (initials)', async () => {
      const [demo] = await sql<{ type: string; head: string }>(
        world.first.url,
        `select p.content_type as type, encode(substring(p.bytes from 1 for 8), 'hex') as head
           from user_account u join profile_picture p on p.user_id = u.id where u.username = ?`,
        [DEMO_CREATOR_USERNAME],
      );
      expect(demo).toEqual({ type: 'image/png', head: '89504e470d0a1a0a' });
      const [counts] = await sql<{ creators: number; pictured: number }>(
        world.first.url,
        `select count(*)::int as creators, count(p.id)::int as pictured
           from user_account u left join profile_picture p on p.user_id = u.id where u.user_type = 'Creator'`,
      );
      expect(counts!.pictured).toBeGreaterThan(0);
      expect(counts!.pictured).toBeLessThan(counts!.creators);
    });

    it('gives demostaff two open reports in the queue and one dismissed', async () => {
      const rows = await sql<{ status: string; reason: string }>(
        world.first.url,
        'select status, reason from user_report order by created_at',
      );
      expect(rows).toEqual([
        { status: 'dismissed', reason: 'other' },
        { status: 'open', reason: 'fakeAudience' },
        { status: 'open', reason: 'spam' },
      ]);
    });
  });
}
