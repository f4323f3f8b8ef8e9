import type { MissionProgress } from '../domain/mission-progress.ts';
import type { MissionProgressPort } from '../ports/mission-progress.port.ts';

type Measured = Pick<MissionProgress, 'metrics' | 'clicks'>;

/** Statistics a test sets per creator; a creator with none set has achieved nothing. */
export class FixedMissionProgress implements MissionProgressPort {
  readonly #byCreator = new Map<string, Measured>();
  /** Every window asked for, so tests see which period a run was measured over. */
  readonly requests: { creatorId: string; since: Date; until: Date }[] = [];

  set(creatorId: string, progress: Partial<Measured>): void {
    this.#byCreator.set(creatorId, { metrics: progress.metrics ?? {}, clicks: progress.clicks ?? {} });
  }

  async measure(request: { creatorId: string; since: Date; until: Date }): Promise<Measured> {
    this.requests.push({ creatorId: request.creatorId, since: request.since, until: request.until });
    return structuredClone(this.#byCreator.get(request.creatorId) ?? { metrics: {}, clicks: {} });
  }
}
