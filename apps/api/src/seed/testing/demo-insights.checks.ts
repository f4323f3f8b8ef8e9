import { describe, expect, it } from 'vitest';
import { sql } from '../../testing/direct-db.ts';
import { DEMO_CREATOR_USERNAME } from '../demo-world.ts';
import { GetCompanyReport } from '@lurkit/core/reporting/application/get-company-report.ts';
import { ListRunEvents } from '@lurkit/core/reporting/application/list-run-events.ts';
import { JudgeAudienceAuthenticity } from '@lurkit/core/insights/application/judge-audience-authenticity.ts';
import { CreatorTopicQueries } from '@lurkit/core/accounts/profile/application/creator-topic-queries.ts';

import { scopeOf, type SeededWorld } from './seeded-world.ts';

/** Games and news, statistics, matchmaking, audience authenticity, reports and the company timeline. */
export function demoInsightsChecks(world: SeededWorld): void {
  describe("the demo world's games and insights", () => {
    it('has games in every public list with generated covers, news feeds with sanitised articles, and one empty feed', async () => {
      const lists = await sql<{ list: string; n: number; covered: number }>(
        world.first.url,
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
        world.first.url,
        `select (select count(*)::int from game_feed) as feeds, (select count(*)::int from game_news_article) as articles,
                  (select count(*)::int from game_news_article where html ilike '%<script%') as scripts`,
      );
      expect(news!.feeds).toBeGreaterThanOrEqual(10);
      expect(news!.articles).toBeGreaterThanOrEqual(20);
      expect(news!.scripts).toBe(0);
      const empty = await sql<{ n: number }>(
        world.first.url,
        `select count(a.id)::int as n from catalogue_game g join game_feed f on f.game_id = g.id left join game_news_article a on a.game_id = g.id
            where g.name = 'Fjord Fishers'`,
      );
      expect(empty).toEqual([{ n: 0 }]);
      const [streamed] = await sql<{ n: number }>(
        world.first.url,
        `select count(*)::int as n from catalogue_game g join statistics_game s on lower(s.name) = lower(g.name)
             join creator_post p on p.game_id = s.id and p.type = 'STREAM' and p.listed`,
      );
      expect(streamed!.n).toBeGreaterThan(0);
    });

    it("stores a generated matchmaking list for Demo Studio's live Key campaign, with its three best matches selected", async () => {
      const [list] = await sql<{ company: string; activation_type: string; matches: number; selected: string[]; first: string[] }>(
        world.first.url,
        `select c.name as company, l.brief->'activation'->>'type' as activation_type, l.match_count as matches, l.selected_creator_ids as selected,
                  array(select m->>'creatorId' from jsonb_array_elements(l.results->'matches') with ordinality as x(m, n) where n <= 3 order by n) as first
           from matchmaking_list l join company c on c.id = l.company_id`,
      );
      expect(list).toMatchObject({ company: 'Demo Studio', activation_type: 'KEY' });
      expect(list!.matches).toBeGreaterThan(3);
      expect(list!.selected).toEqual(list!.first);
    });

    it('shows a clean and a flagged audience among the matchmaking results, and democreator follows a few topics', async () => {
      const [list] = await sql<{ ids: string[] }>(
        world.first.url,
        `select array(select m->>'creatorId' from jsonb_array_elements(l.results->'matches') with ordinality as x(m, n) order by n) as ids
           from matchmaking_list l`,
      );
      const judged = await new JudgeAudienceAuthenticity(scopeOf(world.first).insights).execute(list!.ids);
      const [clean, flagged] = list!.ids.map((id) => judged.byCreator.get(id));
      expect(clean).toMatchObject({ level: 'LIKELY_GENUINE', signals: [] });
      expect(flagged?.signals.map((s) => s.code)).toContain('VIEWER_SPIKES');
      expect(flagged?.level).not.toBe('LIKELY_GENUINE');

      const [demo] = await sql<{ id: string }>(world.first.url, 'select id from user_account where username = ?', [DEMO_CREATOR_USERNAME]);
      const topics = await new CreatorTopicQueries(scopeOf(world.first).profile).all(demo!.id);
      expect(topics.filter((t) => t.following).map((t) => t.id)).toEqual(['indie', 'racing', 'rpg']);
    });

    it('spreads audience authenticity over every level: most live creators likely genuine, a few to check, a few doubtful with the reason', async () => {
      const live = await sql<{ id: string }>(
        world.first.url,
        'select distinct creator_id as id from creator_channel where average_concurrent_viewers is not null',
      );
      const judged = [
        ...(await new JudgeAudienceAuthenticity(scopeOf(world.first).insights).execute(live.map((c) => c.id))).byCreator.values(),
      ];
      const count = (level: string) => judged.filter((j) => j.level === level).length;
      expect(count('LIKELY_GENUINE')).toBeGreaterThan(judged.length / 2);
      expect(count('CHECK')).toBeGreaterThan(0);
      expect(count('DOUBTFUL')).toBeGreaterThan(0);
      expect(new Set(judged.map((j) => j.score)).size).toBeGreaterThanOrEqual(5);
      const doubtfulReasons = new Set(judged.filter((j) => j.level === 'DOUBTFUL').flatMap((j) => j.signals.map((s) => s.code)));
      expect([...doubtfulReasons]).toEqual(expect.arrayContaining(['VIEWERS_PER_FOLLOWER_LOW', 'CHATTERS_PER_VIEWER_LOW']));
    });

    it("reports Demo Studio's Key campaigns, Quests, Missions and Creator Program with content from the statistics store", async () => {
      const [studio] = await sql<{ id: string }>(world.first.url, `select id from company where name = 'Demo Studio'`);
      const report = await new GetCompanyReport(scopeOf(world.first).reporting).execute({
        companyId: studio!.id,
        query: { group: 'overview', periodDays: 90 },
      });
      if (!report.ok) throw report.error;
      const withContent = new Set(report.value.activations.filter((a) => a.figures.contentPieces > 0).map((a) => a.kind));
      expect([...withContent].sort()).toEqual(['CREATOR_PROGRAM', 'KEY', 'MISSION', 'QUEST']);
      expect(report.value.totals.costPerHourWatchedCents).toBeGreaterThan(0);
      expect(report.value.games.length).toBeGreaterThan(1);
    });

    it("shows run events of Key campaigns, Quests and Missions on the first page of Demo Studio's home timeline", async () => {
      const [studio] = await sql<{ id: string }>(world.first.url, `select id from company where name = 'Demo Studio'`);
      const page = await new ListRunEvents(scopeOf(world.first).reporting).execute({
        companyId: studio!.id,
        page: { after: null, before: null, limit: 15, inverted: false },
      });
      if (!page.ok) throw new Error('the timeline failed');
      expect(new Set(page.value.map((e) => e.activationType))).toEqual(new Set(['KEY', 'QUEST', 'MISSION']));
    });

    it('dates no run event of any company after the moment the world was seeded', async () => {
      const seededBy = new Date();
      const companies = await sql<{ id: string }>(world.first.url, 'select id from company');
      for (const company of companies) {
        const page = await new ListRunEvents(scopeOf(world.first).reporting).execute({
          companyId: company.id,
          page: { after: null, before: null, limit: 10_000, inverted: false },
        });
        if (!page.ok) throw new Error('the timeline failed');
        expect(page.value.filter((e) => e.at > seededBy)).toEqual([]);
      }
    });

    it('gives Demo Studio a stream shortlist, a video shortlist with shorts on it, and a note on an insights game', async () => {
      const rows = await sql<{ kind: string; type: string; n: number }>(
        world.first.url,
        `select s.kind, p.type, count(*)::int as n from shortlist_entry s join creator_post p on p.id = s.post_id
           join company c on c.id = s.company_id where c.name = 'Demo Studio' group by s.kind, p.type order by s.kind, p.type`,
      );
      expect(rows.map((r) => `${r.kind}:${r.type}`)).toEqual(['STREAM:STREAM', 'VIDEO:SHORTS', 'VIDEO:VIDEO']);
      expect(rows.every((r) => r.n >= 2)).toBe(true);
      const gameNotes = await sql<{ name: string; comments: number }>(
        world.first.url,
        `select g.name, (select count(*)::int from company_note_comment m where m.note_id = n.id) as comments
           from company_note n join statistics_game g on g.id::text = n.subject_id where n.subject_kind = 'GAME'`,
      );
      expect(gameNotes).toEqual([{ name: expect.any(String), comments: 1 }]);
    });

    it('has channels live at seeding on Demo Studio’s games, for the company home', async () => {
      const [live] = await sql<{ channels: number; own: number }>(
        world.first.url,
        `select count(distinct p.id)::int as channels,
                  count(distinct p.id) filter (where g.name = any(array['Moonlight Drifters', 'Hollow Lantern', 'Tiny Trebuchets']))::int as own
           from creator_post p join stream_sample s on s.post_id = p.id join statistics_game g on g.id = p.game_id
           where s.sampled_at > now() - interval '15 minutes'`,
      );
      expect(live?.channels).toBe(8);
      expect(live?.own).toBeGreaterThan(0);
    });
  });
}
