import type { ClockPort } from '../../shared/clock.port.ts';
import type { ReportingSourcePort } from '../ports/reporting-source.port.ts';
import type { RunTimelinePort } from '../ports/run-timeline.port.ts';

/** Everything the reporting use cases need: the activations, run events and statistics they read, and the time. */
export interface ReportingDeps {
  source: ReportingSourcePort;
  timeline: RunTimelinePort;
  clock: ClockPort;
}
