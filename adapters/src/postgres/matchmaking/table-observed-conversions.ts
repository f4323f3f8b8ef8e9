import type { ObservedConversionsPort } from '@lurkit/core/matchmaking/ports/observed-conversions.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Per creator, the wishlists the company's imported Steam UTM reports credit to their links, over the
 * hours watched of their listed content in the days those reports cover (from the first day to the
 * end of the last). Creators with no hours watched in those days are left out: no rate to tell.
 */
export class TableObservedConversions implements ObservedConversionsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async wishlistsPerHourWatched(companyId: string): Promise<ReadonlyMap<string, number>> {
    if (!isUuid(companyId)) return new Map();
    const rows = await unitOfWork(this.#em).execute<{ creator_id: string; wishlists: string | number; watch_seconds: string | number }[]>(
      `with credited as (
         select utm_content::uuid as creator_id, sum(wishlists) as wishlists, min(day) as first_day, max(day) as last_day
         from utm_report_row
         where company_id = ? and utm_content ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         group by 1
       )
       select c.creator_id, c.wishlists, sum(p.watch_seconds) as watch_seconds
       from credited c join creator_post p on p.creator_id = c.creator_id and p.listed
         and p.created_at >= c.first_day and p.created_at < c.last_day + 1
       group by c.creator_id, c.wishlists having sum(p.watch_seconds) > 0`,
      [companyId],
    );
    return new Map(rows.map((r) => [r.creator_id, Number(r.wishlists) / (Number(r.watch_seconds) / 3_600)]));
  }
}
