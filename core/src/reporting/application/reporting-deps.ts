import type { ClockPort } from '../../shared/clock.port.ts';
import type { ReportingSourcePort } from '../ports/reporting-source.port.ts';

/** Everything the reporting use cases need: the activations and statistics they read, and the time. */
export interface ReportingDeps {
  source: ReportingSourcePort;
  clock: ClockPort;
}
