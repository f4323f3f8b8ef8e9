import type { ClockPort } from '../../shared/clock.port.ts';
import { addDays, dayOf } from '../domain/statistics-days.ts';
import type { StatisticsRecorderPort } from '../ports/statistics-recorder.port.ts';

/**
 * The nightly job's work: yesterday (in Stockholm) is closed, its rollups rebuilt whole and every
 * creator's matchmaking summary moved to today. Running it twice closes the same day twice, to the same result.
 */
export class CloseStatisticsDay {
  private readonly deps: { recorder: Pick<StatisticsRecorderPort, 'closeDay'>; clock: ClockPort };

  constructor(deps: { recorder: Pick<StatisticsRecorderPort, 'closeDay'>; clock: ClockPort }) {
    this.deps = deps;
  }

  async execute(): Promise<{ day: string }> {
    const now = this.deps.clock.now();
    const day = addDays(dayOf(now), -1);
    await this.deps.recorder.closeDay(day, now);
    return { day };
  }
}
