import { describe, expect, it } from 'vitest';
import { sql } from '../../testing/direct-db.ts';
import { DEMO_CREATOR_USERNAME } from '../demo-world.ts';
import { HIDDEN_QUEST_NAME } from '../quest-invitations.seed.ts';
import { LISTED_QUEST_NAME } from '../creator-lists.seed.ts';
import { DEMO_MISSION_NAMES } from '../programs.seed.ts';
import { QUEST_RUN_STATUSES } from '@lurkit/core/quests/domain/quest-run.machine.ts';
import { GetQuestResults } from '@lurkit/core/quests/application/get-quest-results.ts';
import { isPlatform } from '@lurkit/core/shared/platform.schema.ts';

import { scopeOf, type SeededWorld } from './seeded-world.ts';

/** Key campaigns, Quests, the Creator Program and its Missions in every state, with lists, VIP access and invitations. */
export function demoActivationChecks(world: SeededWorld): void {
  describe("the demo world's Key campaigns, Quests and Missions", () => {
    it('has Key campaigns in every status, creators in every state, and claimed keys that are claimed codes', async () => {
      const states = await sql<{ publish_state: string; pre_launch: boolean; over: boolean }>(
        world.first.url,
        'select publish_state, pre_launch, (end_date <= now()) as over from key_campaign',
      );
      expect(new Set(states.map((s) => s.publish_state))).toEqual(new Set(['draft', 'waitingForReview', 'published', 'unpublished']));
      expect(states.some((s) => s.pre_launch)).toBe(true);
      expect(states.some((s) => s.publish_state === 'published' && s.over)).toBe(true);
      const participants = await sql<{ state: string }>(world.first.url, 'select distinct state from key_participant');
      expect(new Set(participants.map((p) => p.state))).toEqual(
        new Set(['pending', 'waitlist', 'accepted', 'rejected', 'claimedKey', 'submittedContent']),
      );
      const [claims] = await sql<{ participants: number; codes: number }>(
        world.first.url,
        `select (select count(*)::int from key_participant where claim_platform is not null) as participants,
                  (select count(*)::int from code where status = 'claimed' and distributed_by is not null) as codes`,
      );
      expect(claims!.participants).toBeGreaterThan(0);
      expect(claims!.codes).toBe(claims!.participants);
      // Spec 3: every stored platform is a name of the vocabulary, and a PlayStation family campaign is there to find.
      const platforms = await sql<{ platform: string }>(
        world.first.url,
        `select platform from code union select platform from key_campaign_slot union select k->>'platform' from key_campaign, jsonb_array_elements(keys) k
       union select unnest(platforms) from quest union select k->>'platform' from quest, jsonb_array_elements(kit_keys) k`,
      );
      expect(platforms.filter((p) => !isPlatform(p.platform))).toEqual([]);
      expect(platforms.map((p) => p.platform)).toContain('PlayStation 5');
      const items = await sql<{ type: string }>(world.first.url, 'select distinct type from code_item');
      expect(new Set(items.map((i) => i.type))).toEqual(new Set(['game', 'dlc', 'demo', 'inGameItem', 'other']));
    });

    it("gives democreator VIP access on the clip mission, and the stream mission's running creator VIP with location and language waived", async () => {
      const grants = await sql<{ name: string; username: string; waives: boolean; running: boolean }>(
        world.first.url,
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

    it('gives Demo Studio two creator lists, one asked for by a live Key campaign, and democreator VIP access there', async () => {
      const lists = await sql<{ id: string; name: string; members: number }>(
        world.first.url,
        `select l.id, l.name, (select count(*)::int from creator_list_member m where m.list_id = l.id) as members
           from creator_list l join company c on c.id = l.company_id where c.name = 'Demo Studio' order by l.name`,
      );
      expect(lists.map((l) => l.name)).toEqual(['Cosy game fans', 'Nordic streamers']);
      expect(lists.every((l) => l.members > 0)).toBe(true);
      const nordic = lists.find((l) => l.name === 'Nordic streamers')!;
      const [asking] = await sql<{ id: string; publish_state: string }>(
        world.first.url,
        `select id, publish_state from key_campaign where requirements->'creatorListIds' @> jsonb_build_array(?::text)`,
        [nordic.id],
      );
      expect(asking).toMatchObject({ publish_state: 'published' });
      const vip = await sql<{ username: string; waives_location_and_language: boolean }>(
        world.first.url,
        'select u.username, v.waives_location_and_language from vip_grant v join user_account u on u.id = v.creator_id where v.activation_id = ?',
        [asking!.id],
      );
      expect(vip).toEqual([{ username: 'democreator', waives_location_and_language: false }]);
    });

    it('gives Demo Studio a live Quest open only to its Nordic streamers list, which democreator is not on', async () => {
      const [listed] = await sql<{ publish_state: string; visibility: string; list: string; democreator_listed: boolean }>(
        world.first.url,
        `select q.publish_state, q.visibility, l.name as list,
             exists (select 1 from creator_list_member m join user_account u on u.id = m.creator_id
                     where m.list_id = l.id and u.username = ?) as democreator_listed
           from quest q join creator_list l on q.requirements->'creatorListIds' @> jsonb_build_array(l.id::text) where q.name = ?`,
        [DEMO_CREATOR_USERNAME, LISTED_QUEST_NAME],
      );
      expect(listed).toEqual({
        publish_state: 'published',
        visibility: 'Discoverable',
        list: 'Nordic streamers',
        democreator_listed: false,
      });
    });

    it('gives VIP access on a Quest (location waived) and the Creator Program, and one creator platform VIP from demostaff', async () => {
      const grants = await sql<{ activation_type: string; waives_location_and_language: boolean; username: string }>(
        world.first.url,
        `select v.activation_type, v.waives_location_and_language, u.username from vip_grant v join user_account u on u.id = v.creator_id
           where v.activation_type not in ('KEY', 'MISSION') order by v.activation_type`,
      );
      expect(grants.map((g) => [g.activation_type, g.waives_location_and_language])).toEqual([
        ['CREATOR_PROGRAM', false],
        ['QUEST', true],
      ]);
      expect(grants.find((g) => g.activation_type === 'QUEST')?.username).toBe('democreator');
      const platform = await sql<{ granted_by: string; staff: string }>(
        world.first.url,
        "select p.granted_by, (select id::text from user_account where username = 'demostaff') as staff from platform_vip p",
      );
      expect(platform).toHaveLength(1);
      expect(platform[0]!.granted_by).toBe(platform[0]!.staff);
    });

    it("holds Demo Studio's public page settings and a Quest answering offers within 5 days (the request SLA)", async () => {
      const pages = await sql<{ name: string; show_quests: boolean; links: number }>(
        world.first.url,
        'select c.name, p.show_quests, jsonb_array_length(p.links)::int as links from company_page p join company c on c.id = p.company_id',
      );
      expect(pages).toEqual([{ name: 'Demo Studio', show_quests: false, links: 2 }]);
      const deadlines = await sql<{ n: number }>(world.first.url, 'select count(*)::int as n from quest where offer_response_days = 5');
      expect(deadlines[0]!.n).toBeGreaterThan(0);
    });

    it("holds Demo Studio's Creator Program with members in every state, announcements, and missions with runs in every label", async () => {
      const memberships = await sql<{ state: string; n: number }>(
        world.first.url,
        'select state, count(*)::int as n from program_membership group by state order by state',
      );
      expect(memberships.map((m) => m.state)).toEqual(['accepted', 'applied', 'pending', 'rejected']);
      const [demoMember] = await sql<{ state: string }>(
        world.first.url,
        `select m.state from program_membership m join user_account u on u.id = m.creator_id where u.username = ?`,
        [DEMO_CREATOR_USERNAME],
      );
      expect(demoMember?.state).toBe('accepted');
      expect(await sql(world.first.url, 'select count(*)::int as n from program_announcement')).toEqual([{ n: 2 }]);
      const runs = await sql<{ state: string }>(world.first.url, 'select distinct state from mission_run order by state');
      expect(runs.map((r) => r.state)).toEqual(['active', 'canceled', 'claimReward', 'completed', 'declined', 'expired', 'review']);
      const missions = await sql<{ publish_state: string }>(world.first.url, 'select publish_state from mission order by publish_state');
      expect(missions.map((m) => m.publish_state)).toEqual(['draft', 'published', 'published', 'waitingForReview']);
      const approvedBySystem = await sql(world.first.url, `select count(*)::int as n from mission_run where review->>'by' = 'SYSTEM'`);
      expect(approvedBySystem).toEqual([{ n: 1 }]);
    });

    it("lists a live Key campaign for the Creator Program's members only, on the program's Keys tab", async () => {
      const membersOnly = await sql<{ name: string }>(
        world.first.url,
        `select k.name from key_campaign k join creator_program p on k.requirements->>'creatorProgramId' = p.id::text
           where k.publish_state = 'published' and k.end_date > now()`,
      );
      expect(membersOnly.map((k) => k.name)).toEqual([expect.stringMatching(/keys for program members$/)]);
    });

    it('gives democreator a pending Key campaign invitation, to a live campaign they are not in yet', async () => {
      const rows = await sql<{ status: string; invite_type: string; in_campaign: boolean; publish_state: string }>(
        world.first.url,
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
        world.first.url,
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

    describe('the demo Quests', () => {
      it('has Quests of both kinds with a run in every status of spec 4, and a filled cart', async () => {
        const kinds = await sql<{ kind: string }>(
          world.first.url,
          `select distinct kind from quest where publish_state = 'published' order by kind`,
        );
        expect(kinds.map((k) => k.kind)).toEqual(['gamePromotion', 'productPromotion']);
        const statuses = await sql<{ status: string }>(world.first.url, 'select distinct status from quest_run order by status');
        expect(statuses.map((s) => s.status)).toEqual([...QUEST_RUN_STATUSES].sort());
        const [cart] = await sql<{ n: number }>(
          world.first.url,
          `select count(*)::int as n from quest_run where status = 'PENDING_PAYMENT'`,
        );
        expect(cart?.n).toBeGreaterThanOrEqual(2);
        const [payout] = await sql<{ status: string }>(world.first.url, `select status from quest_payout`);
        expect(payout?.status).toBe('pending');
      });

      it("gives Demo Studio's Quests results with figures for approved content, and badges the demo creator sees", async () => {
        const scope = scopeOf(world.first);
        const [game] = await sql<{ id: string; company_id: string }>(
          world.first.url,
          `select id, company_id from quest where kind = 'gamePromotion' and publish_state = 'published' limit 1`,
        );
        const results = await new GetQuestResults(scope.quests).execute({ companyId: game!.company_id, questId: game!.id });
        if (!results.ok) throw new Error(results.error.message);
        expect(results.value.totals.content).toBeGreaterThanOrEqual(2);
        expect(results.value.totals.hoursWatched).toBeGreaterThan(0);
        expect(results.value.games.map((g) => g.gameName)).toContain('Fjord Fishers');
        expect(results.value.content.every((c) => c.figures !== null)).toBe(true);
        const badged = await sql<{ username: string; badges: number }>(
          world.first.url,
          `select u.username, jsonb_array_length(r.badges)::int as badges from quest_run r join user_account u on u.id = r.creator_id
           where r.status = 'COMPLETED' order by u.username`,
        );
        expect(badged.find((r) => r.username === DEMO_CREATOR_USERNAME)?.badges).toBe(2);
        expect(badged.every((r) => r.badges > 0)).toBe(true);
      });
    });
  });
}
