import type { MissionRun } from '../domain/mission-run.entity.ts';
import { moveRun } from '../domain/mission-run.entity.ts';
import type { MissionRunEvent, MissionRunState } from '../domain/mission-run.machine.ts';
import { cancelReminder } from './mission-reminder.ts';
import type { MissionsDeps } from './missions-deps.ts';

const PAGE = 200;

/** Moves every run of the mission in one of `states` by `event`, page by page; answers how many moved. */
export async function endRuns(
  deps: Pick<MissionsDeps, 'runs' | 'jobs' | 'clock'>,
  runs: () => AsyncIterable<MissionRun>,
  event: MissionRunEvent,
): Promise<number> {
  const now = deps.clock.now();
  let moved = 0;
  for await (const run of runs()) {
    const next = moveRun(run, event, now);
    if (!next.ok) continue;
    await deps.runs.save(next.value);
    await cancelReminder(deps, next.value);
    moved += 1;
  }
  return moved;
}

/** A mission's runs in these states, read a page at a time (a popular mission has thousands). */
export async function* runsOf(deps: Pick<MissionsDeps, 'runs'>, missionId: string, states: readonly MissionRunState[]) {
  let after: string | null = null;
  for (;;) {
    const page = await deps.runs.listByMission(missionId, states, { after, before: null, limit: PAGE, inverted: false });
    yield* page;
    if (page.length < PAGE) return;
    after = deps.runs.cursorOf(page[page.length - 1]!);
  }
}
