import type { ReportingDeps } from '@lurkit/core/reporting/application/reporting-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TableReportingSource } from '../postgres/reporting/table-reporting-source.ts';
import { TableRunTimeline } from '../postgres/reporting/table-run-timeline.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Results and reporting on one unit of work: the activations' tables and the statistics store, read only. */
export const reportingWiring = (em: EntityManager, infra: Infrastructure): ReportingDeps => ({
  source: new TableReportingSource(em),
  timeline: new TableRunTimeline(em),
  clock: infra.clock,
});
