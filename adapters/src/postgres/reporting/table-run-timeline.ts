import { keysetBounds } from '../programs/keyset-query.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { RunEventBy, RunEventType, RunTimelineEvent, TimelineActivationType } from '@lurkit/core/reporting/domain/run-event.ts';
import type { RunTimelinePort } from '@lurkit/core/reporting/ports/run-timeline.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface EventRow {
  id: string;
  at: Date | string;
  activation_type: TimelineActivationType;
  activation_id: string;
  activation_name: string;
  run_id: string;
  creator_id: string;
  creator_name: string;
  type: RunEventType;
  by: RunEventBy;
}

/** Key campaigns keep their run events as a jsonb list on each participant; `requested` is the run's creation. */
const KEY_EVENTS = `select p.id::text || ':' || e.ord as id, (e.value ->> 'at')::timestamptz as at, 'KEY' as activation_type,
    c.id as activation_id, c.name as activation_name, p.id as run_id, p.creator_id,
    case e.value ->> 'type' when 'requested' then 'created' else e.value ->> 'type' end as type, e.value ->> 'by' as by
  from key_campaign c
  join key_participant p on p.campaign_id = c.id
  cross join lateral jsonb_array_elements(p.events) with ordinality as e(value, ord)
  where c.company_id = ?`;

/**
 * A Quest run records each step in its own columns: the bids (the first opens the run), acceptance,
 * payment, each submission and its review, payout, and the instant it reached a final state (a
 * declined bid or an expiry, which nothing moves afterwards). Accepting and declining answer the
 * last bid, so they are the other party's.
 */
const QUEST_EVENTS = `with r as (
    select r.*, q.name as quest_name,
      case when r.bids -> -1 ->> 'by' = 'CREATOR' then 'COMPANY' else 'USER' end as answered_by
    from quest_run r join quest q on q.id = r.quest_id where r.company_id = ?
  )
  select r.id::text || ':bid:' || b.ord as id, (b.value ->> 'placedAt')::timestamptz as at, r.id as run_id, r.quest_id, r.quest_name, r.creator_id,
    case when b.ord = 1 then 'created' else 'countered' end as type,
    case when b.value ->> 'by' = 'COMPANY' then 'COMPANY' else 'USER' end as by
    from r cross join lateral jsonb_array_elements(r.bids) with ordinality as b(value, ord)
  union all select r.id || ':accepted', r.accepted_at, r.id, r.quest_id, r.quest_name, r.creator_id, 'accepted', r.answered_by
    from r where r.accepted_at is not null
  union all select r.id || ':rejected', r.updated_at, r.id, r.quest_id, r.quest_name, r.creator_id, 'rejected', r.answered_by
    from r where r.status = 'BID_REJECTED'
  union all select r.id || ':expired', r.updated_at, r.id, r.quest_id, r.quest_name, r.creator_id, 'expired', 'SYSTEM'
    from r where r.status in ('BID_EXPIRED', 'PAYMENT_EXPIRED', 'CONTENT_SUBMISSION_DEADLINE_EXPIRED', 'CONTENT_PUBLIC_AVAILABILITY_VERIFICATION_FAILED')
  union all select r.id || ':paid', r.paid_at, r.id, r.quest_id, r.quest_name, r.creator_id, 'paid', 'COMPANY'
    from r where r.paid_at is not null
  union all select r.id::text || ':content:' || s.ord, (s.value ->> 'submittedAt')::timestamptz, r.id, r.quest_id, r.quest_name, r.creator_id,
    'contentSubmitted', 'USER'
    from r cross join lateral jsonb_array_elements(r.submissions) with ordinality as s(value, ord)
  union all select r.id::text || ':review:' || s.ord, (s.value -> 'review' ->> 'reviewedAt')::timestamptz, r.id, r.quest_id, r.quest_name,
    r.creator_id, case when s.value -> 'review' ->> 'decision' = 'approved' then 'contentAccepted' else 'contentRejected' end, 'COMPANY'
    from r cross join lateral jsonb_array_elements(r.submissions) with ordinality as s(value, ord)
    where jsonb_typeof(s.value -> 'review') = 'object'
  union all select r.id || ':paidOut', r.paid_out_at, r.id, r.quest_id, r.quest_name, r.creator_id, 'paidOut', 'SYSTEM'
    from r where r.paid_out_at is not null`;

/**
 * A Mission run records joining, its one submission and review (by the company or automatic),
 * taking the kit, and when it ended: claiming the rewards completes it; a removed member's runs are
 * canceled by the company; the rest expire.
 */
const MISSION_EVENTS = `with r as (
    select r.*, m.name as mission_name from mission_run r join mission m on m.id = r.mission_id where m.company_id = ?
  )
  select r.id || ':created' as id, r.joined_at as at, r.id as run_id, r.mission_id, r.mission_name, r.creator_id, 'created' as type, 'USER' as by
    from r
  union all select r.id || ':content', (r.submission ->> 'submittedAt')::timestamptz, r.id, r.mission_id, r.mission_name, r.creator_id,
    'contentSubmitted', 'USER'
    from r where r.submission is not null
  union all select r.id || ':review', (r.review ->> 'at')::timestamptz, r.id, r.mission_id, r.mission_name, r.creator_id,
    case when r.review ->> 'outcome' = 'accepted' then 'contentAccepted' else 'contentRejected' end, r.review ->> 'by'
    from r where r.review is not null
  union all select r.id || ':kit', r.kit_claimed_at, r.id, r.mission_id, r.mission_name, r.creator_id, 'claimedKit', 'USER'
    from r where r.kit_claimed_at is not null
  union all select r.id || ':ended', r.ended_at, r.id, r.mission_id, r.mission_name, r.creator_id,
    case r.state when 'completed' then 'claimedRewards' when 'canceled' then 'canceled' else 'expired' end,
    case r.state when 'completed' then 'USER' when 'canceled' then 'COMPANY' else 'SYSTEM' end
    from r where r.ended_at is not null and r.state in ('completed', 'canceled', 'expired')`;

const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

/**
 * The company home's timeline: every activation type's run events in one statement, merged and paged
 * by keyset over (newest first, id), so a page never depends on what another type holds.
 */
export class TableRunTimeline implements RunTimelinePort {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    this.#em = em;
  }

  async page(companyId: string, page: PageRequest): Promise<RunTimelineEvent[]> {
    if (!isUuid(companyId)) return [];
    const { where, params: bounds } = keysetBounds(`(-${ms('t.at')}, t.id)`, page);
    const params: unknown[] = [companyId, companyId, companyId, ...bounds];
    const [atOrder, idOrder] = page.inverted ? ['asc', 'desc'] : ['desc', 'asc'];
    const rows = await unitOfWork(this.#em).execute<EventRow[]>(
      `select t.*, u.display_name as creator_name from (
          ${KEY_EVENTS}
          union all select q.id, q.at, 'QUEST', q.quest_id, q.quest_name, q.run_id, q.creator_id, q.type, q.by from (${QUEST_EVENTS}) q
          union all select m.id, m.at, 'MISSION', m.mission_id, m.mission_name, m.run_id, m.creator_id, m.type, m.by from (${MISSION_EVENTS}) m
        ) t
        join user_account u on u.id = t.creator_id
        ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
        order by ${ms('t.at')} ${atOrder}, t.id ${idOrder}
        limit ${Math.max(0, Math.floor(page.limit))}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      activationType: row.activation_type,
      activationId: row.activation_id,
      activationName: row.activation_name,
      runId: row.run_id,
      creatorId: row.creator_id,
      creatorName: row.creator_name,
      type: row.type,
      by: row.by,
    }));
  }
}
