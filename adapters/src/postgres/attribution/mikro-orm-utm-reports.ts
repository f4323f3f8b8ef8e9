import type { UtmDayRow } from '@lurkit/core/attribution/domain/utm-report.ts';
import type {
  AttributedTraffic,
  UtmImportCounts,
  UtmReportRepositoryPort,
} from '@lurkit/core/attribution/ports/utm-report-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundExecute } from '../shared/bound-query.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rows per statement: 10,000 keeps each array parameter a few hundred kilobytes. */
const BATCH = 10_000;

interface TrafficRow {
  kind: 'KEY' | 'QUEST';
  activation_id: string;
  activation_name: string;
  creator_id: string;
  creator_name: string;
  visits: string | number;
  wishlists: string | number;
  purchases: string | number;
  clicks: string | number;
}

/**
 * The company's activations a utm_campaign may name: its Key campaigns and Quests, by id (text, so a
 * campaign that is no UUID simply matches nothing).
 */
const COMPANY_TRACKED_ACTIVATIONS = `(select 'KEY' as kind, c.id::text as id, c.name from key_campaign c where c.company_id = ?
  union all select 'QUEST', q.id::text, q.name from quest q where q.company_id = ?)`;

/**
 * Imported Steam UTM report rows; `insert ... on conflict` makes a repeated import replace, never add,
 * and a row whose figures are the same is not rewritten (its `imported_at` stays that of the import that set them).
 */
export class MikroOrmUtmReports implements UtmReportRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async upsert(companyId: string, appId: number, rows: readonly UtmDayRow[], importedAt: Date): Promise<UtmImportCounts> {
    let inserted = 0;
    const execute = boundExecute(this.#em);
    // In the primary key's order, so each batch fills the index page after page instead of all over it.
    const ordered = rows.toSorted((a, b) => compare(a.date, b.date) || compare(a.campaign, b.campaign) || compare(a.content, b.content));
    for (let start = 0; start < ordered.length; start += BATCH) {
      const batch = ordered.slice(start, start + BATCH);
      const column = <K extends keyof UtmDayRow>(key: K) => batch.map((r) => r[key]);
      // xmax = 0 only on a freshly inserted row: how an upsert tells inserts from updates.
      const [counted] = await execute<{ inserted: string | number }[]>(
        `with written as (
           insert into utm_report_row (company_id, steam_app_id, day, utm_campaign, utm_content, visits, wishlists, purchases, activations, imported_at)
           select ?::uuid, ?::int, d, c, t, v, w, p, a, ?::timestamptz
           from unnest(?::date[], ?::text[], ?::text[], ?::int[], ?::int[], ?::int[], ?::int[]) as u(d, c, t, v, w, p, a)
           on conflict (company_id, steam_app_id, day, utm_campaign, utm_content) do update set
             visits = excluded.visits, wishlists = excluded.wishlists, purchases = excluded.purchases,
             activations = excluded.activations, imported_at = excluded.imported_at
             -- A row whose figures did not change is left as it is: re-importing a report rewrites nothing.
             where (utm_report_row.visits, utm_report_row.wishlists, utm_report_row.purchases, utm_report_row.activations)
               is distinct from (excluded.visits, excluded.wishlists, excluded.purchases, excluded.activations)
           returning (xmax = 0) as fresh
         ) select count(*) filter (where fresh) as inserted from written`,
        [
          companyId,
          appId,
          importedAt,
          column('date'),
          column('campaign'),
          column('content'),
          column('visits'),
          column('wishlists'),
          column('purchases'),
          column('activations'),
        ],
      );
      inserted += Number(counted?.inserted ?? 0);
    }
    return { inserted, updated: rows.length - inserted };
  }

  async attributed(companyId: string, appId: number): Promise<AttributedTraffic[]> {
    if (!isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).execute<TrafficRow[]>(
      `select a.kind, a.id as activation_id, a.name as activation_name, u.id as creator_id, u.display_name as creator_name,
         sum(r.visits) as visits, sum(r.wishlists) as wishlists, sum(r.purchases) as purchases,
         (select count(*) from activation_click k where k.activation_id::text = a.id and k.creator_id = u.id) as clicks
       from utm_report_row r
       join ${COMPANY_TRACKED_ACTIVATIONS} a on a.id = r.utm_campaign
       join user_account u on u.id::text = r.utm_content
       where r.company_id = ? and r.steam_app_id = ?
       group by a.kind, a.id, a.name, u.id, u.display_name
       order by sum(r.wishlists) desc, a.id, u.id`,
      [companyId, companyId, companyId, appId],
    );
    return rows.map((r) => ({
      kind: r.kind,
      activationId: r.activation_id,
      activationName: r.activation_name,
      creatorId: r.creator_id,
      creatorName: r.creator_name,
      visits: Number(r.visits),
      wishlists: Number(r.wishlists),
      purchases: Number(r.purchases),
      clicks: Number(r.clicks),
    }));
  }
}
