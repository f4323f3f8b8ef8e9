import type { ReportedActivationKind } from '@lurkit/core/reporting/domain/reporting.schema.ts';
import type {
  ReportedActivation,
  ReportedParticipant,
  ReportedPost,
  ReportedWishlists,
  ReportingSourcePort,
} from '@lurkit/core/reporting/ports/reporting-source.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../insights/sql-values.ts';
import { companyStatisticsGameIds } from '../shared/company-game-ids.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface ParticipationRow {
  kind: ReportedActivationKind;
  id: string;
  name: string;
  game_ids: string[] | null;
  creator_id: string | null;
  creator_name: string | null;
  from_at: Date | string | null;
  until_at: Date | string | null;
  cost_cents: string | number;
}

interface PostRow {
  id: string;
  creator_id: string;
  game_id: string;
  game_name: string;
  type: 'STREAM' | 'VIDEO' | 'SHORTS';
  title: string;
  views: string | number;
  watch_seconds: string | number;
  created_at: Date | string;
}

/** Statistics games named like `names` (a lower-cased text[] expression), by id or name. */
const gamesNamed = (names: string) =>
  `array(select g.id::text from statistics_game g where lower(g.name) = any(${names}) or g.id::text = any(${names}))`;

/**
 * One row per (activation, participant), an activation without participants as one row of nulls.
 * Drafts that never went live are left out. Who takes part, from and until when (spec 4 and 9):
 * - Key campaign: accepted creators, from the claim (or acceptance) for the 30 days content is due in;
 * - Quest: paid runs, from payment until 10 days after the Quest ends (open quests post within 10 days),
 *   costing the agreed amount (the last bid, in cents);
 * - Mission: runs not canceled or declined, from joining until the run or the Mission ends;
 * - Creator Program: accepted members, from acceptance on.
 */
const PARTICIPATIONS: Record<ReportedActivationKind, string> = {
  KEY: `select 'KEY' as kind, c.id, c.name, ${gamesNamed(`array[lower(c.game->>'name')]`)} as game_ids,
      p.creator_id, u.display_name as creator_name, coalesce(p.claimed_at, p.reviewed_at, p.applied_at) as from_at,
      coalesce(p.claimed_at, p.reviewed_at, p.applied_at) + interval '30 days' as until_at, 0 as cost_cents
    from key_campaign c
    left join key_participant p on p.campaign_id = c.id and p.state in ('accepted', 'claimedKey', 'submittedContent')
    left join user_account u on u.id = p.creator_id
    where c.company_id = ? and (c.first_went_live_at is not null or c.publish_state = 'published')`,
  QUEST: `select 'QUEST' as kind, q.id, q.name, null::text[] as game_ids,
      r.creator_id, u.display_name as creator_name, r.paid_at as from_at, q.end_date + interval '10 days' as until_at,
      coalesce((r.bids -> -1 ->> 'amount')::bigint, 0) as cost_cents
    from quest q
    left join quest_run r on r.quest_id = q.id and r.paid_at is not null
    left join user_account u on u.id = r.creator_id
    where q.company_id = ? and (q.first_went_live_at is not null or q.publish_state = 'published')`,
  MISSION: `select 'MISSION' as kind, m.id, m.name,
      case when cardinality(m.game_ids) = 0 then null
        else ${gamesNamed(`(array(select lower(x) from unnest(m.game_ids) x) || m.game_ids)`)} end as game_ids,
      r.creator_id, u.display_name as creator_name, r.joined_at as from_at, coalesce(r.ended_at, m.end_date) as until_at, 0 as cost_cents
    from mission m
    left join mission_run r on r.mission_id = m.id and r.state not in ('canceled', 'declined')
    left join user_account u on u.id = r.creator_id
    where m.company_id = ? and (m.first_went_live_at is not null or m.publish_state = 'published')`,
  CREATOR_PROGRAM: `select 'CREATOR_PROGRAM' as kind, cp.id, cp.name, null::text[] as game_ids,
      pm.creator_id, u.display_name as creator_name, coalesce(pm.decided_at, pm.applied_at) as from_at, null as until_at, 0 as cost_cents
    from creator_program cp
    left join program_membership pm on pm.program_id = cp.id and pm.state = 'accepted'
    left join user_account u on u.id = pm.creator_id
    where cp.company_id = ?`,
};

/** Reporting's reading of the activations' tables and the statistics store's posts, in a few statements. */
export class TableReportingSource implements ReportingSourcePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async activations(companyId: string, kinds: readonly ReportedActivationKind[]): Promise<ReportedActivation[]> {
    if (!isUuid(companyId) || kinds.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<ParticipationRow[]>(
      `${kinds.map((kind) => `(${PARTICIPATIONS[kind]})`).join(' union all ')} order by 3, 2`,
      kinds.map(() => companyId),
    );
    const found = new Map<string, { activation: Omit<ReportedActivation, 'participants'>; participants: ReportedParticipant[] }>();
    for (const row of rows) {
      const key = `${row.kind}/${row.id}`;
      const entry = found.get(key) ?? {
        activation: { kind: row.kind, id: row.id, name: row.name, gameIds: row.game_ids },
        participants: [],
      };
      found.set(key, entry);
      if (row.creator_id && row.from_at)
        entry.participants.push({
          creatorId: row.creator_id,
          creatorName: row.creator_name ?? '',
          from: new Date(row.from_at),
          until: row.until_at === null ? null : new Date(row.until_at),
          costCents: Number(row.cost_cents),
        });
    }
    return [...found.values()].map(({ activation, participants }) => ({ ...activation, participants }));
  }

  companyGameIds(companyId: string): Promise<string[]> {
    return companyStatisticsGameIds(this.#em, companyId);
  }

  async posts(creatorIds: readonly string[], gameIds: readonly string[], from: Date, to: Date): Promise<ReportedPost[]> {
    const creators = creatorIds.filter(isUuid);
    const games = gameIds.filter(isUuid);
    if (creators.length === 0 || games.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<PostRow[]>(
      `select p.id, p.creator_id, p.game_id, g.name as game_name, p.type, p.title, p.views, p.watch_seconds, p.created_at
       from creator_post p join statistics_game g on g.id = p.game_id
       where p.creator_id = any(?::uuid[]) and p.game_id = any(?::uuid[]) and p.listed and p.created_at >= ? and p.created_at < ?
       order by p.created_at, p.id`,
      [pgArray(creators), pgArray(games), from, to],
    );
    return rows.map((r) => ({
      id: r.id,
      creatorId: r.creator_id,
      gameId: r.game_id,
      gameName: r.game_name,
      type: r.type,
      title: r.title,
      views: Number(r.views),
      hoursWatched: Number(r.watch_seconds) / 3_600,
      createdAt: new Date(r.created_at),
    }));
  }

  /** The company's own imported rows only; which of them name its activations and their creators, core decides. */
  async wishlists(companyId: string, firstDay: string, lastDay: string): Promise<ReportedWishlists[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<{ activation_id: string; creator_id: string; wishlists: string | number }[]>(
      `select utm_campaign as activation_id, utm_content as creator_id, sum(wishlists) as wishlists from utm_report_row
       where company_id = ? and day between ?::date and ?::date group by 1, 2 order by 1, 2`,
      [companyId, firstDay, lastDay],
    );
    return rows.map((r) => ({ activationId: r.activation_id, creatorId: r.creator_id, wishlists: Number(r.wishlists) }));
  }
}
