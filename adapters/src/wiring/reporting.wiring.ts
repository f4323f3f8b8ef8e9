import type { ReportingDeps } from '@lurkit/core/reporting/application/reporting-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TableReportingSource } from '../postgres/reporting/table-reporting-source.ts';
import { TableRunTimeline } from '../postgres/reporting/table-run-timeline.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Results and reporting: the activations' tables and the statistics store, read only (from a replica when there is one). */
export const reportingWiring = (em: EntityManager, infra: Infrastructure, readOnly: () => EntityManager = () => em): ReportingDeps => ({
  source: new TableReportingSource(readOnly()),
  timeline: new TableRunTimeline(readOnly()),
  clock: infra.clock,
});
