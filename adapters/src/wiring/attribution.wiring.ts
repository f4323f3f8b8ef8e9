import type { AttributionDeps } from '@lurkit/core/attribution/application/attribution-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmTrackedClicks } from '../postgres/attribution/mikro-orm-tracked-clicks.ts';
import { MikroOrmUtmReports } from '../postgres/attribution/mikro-orm-utm-reports.ts';
import { TableTrackedLinkTargets } from '../postgres/attribution/table-tracked-link-targets.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Attribution on one unit of work: tracked links read the Key campaign and Quest tables; clicks and imported reports have their own. */
export const attributionWiring = (em: EntityManager, infra: Infrastructure): AttributionDeps => {
  const targets = new TableTrackedLinkTargets(em);
  return { targets, games: targets, clicks: new MikroOrmTrackedClicks(em), reports: new MikroOrmUtmReports(em), clock: infra.clock };
};
