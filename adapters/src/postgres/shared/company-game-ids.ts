import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from './unit-of-work.ts';

/**
 * The statistics games a company markets: those its Key campaigns and Missions name (by name, as the
 * platforms spell them, or by id). One reading for the company home's "Your games" and reporting.
 */
export async function companyStatisticsGameIds(em: EntityManager, companyId: string): Promise<string[]> {
  if (!isUuid(companyId)) return [];
  const rows = await unitOfWork(em).execute<{ id: string }[]>(
    `with named as (
       select lower(c.game->>'name') as name from key_campaign c where c.company_id = ?
       union select lower(x) from mission m, unnest(m.game_ids) x where m.company_id = ?
       union select x from mission m, unnest(m.game_ids) x where m.company_id = ?
     )
     select g.id from statistics_game g where lower(g.name) in (select name from named) or g.id::text in (select name from named)
     order by g.id`,
    [companyId, companyId, companyId],
  );
  return rows.map((r) => r.id);
}
