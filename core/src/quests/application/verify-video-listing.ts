import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { confirmRunListed } from '../domain/quest-run-content.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import {
  VideoNotPublic,
  type DeadlinePassed,
  type ListingWindowNotOpen,
  type NotRunParty,
  type QuestRunNotFound,
} from '../domain/quests.errors.ts';
import { loadRunFor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface VerifyVideoListingInput {
  creatorId: string;
  runId: string;
}
export type VerifyVideoListingError =
  QuestRunNotFound | NotRunParty | VideoNotPublic | ListingWindowNotOpen | TransitionNotAllowed | DeadlinePassed;

/** The creator says the video is public; the platform confirms it before the run moves to payout. */
export class VerifyVideoListing {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'videos' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'videos' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: VerifyVideoListingInput): Promise<Result<QuestRun, VerifyVideoListingError>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, { party: 'CREATOR', creatorId: input.creatorId });
    if (!loaded.ok) return loaded;
    const { run } = loaded.value;
    const video = run.submissions.at(-1);
    const visibility = video ? await this.deps.videos.visibilityOf(run.platform, video.url, run.creatorId) : null;
    const next = confirmRunListed(run, { now: this.deps.clock.now() });
    if (!next.ok) return next;
    if (visibility !== 'public') return err(new VideoNotPublic());
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
