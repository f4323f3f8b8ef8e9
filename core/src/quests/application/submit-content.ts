import { ok, type Result } from '../../shared/result.ts';
import { parseContentUrl } from '../domain/content-submission.ts';
import { requiresUnlistedVideo, submitRunContent, type SubmitContentError as RunError } from '../domain/quest-run-content.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface SubmitContentInput {
  creatorId: string;
  runId: string;
  url: string;
  message?: string;
}
export type SubmitContentError = RunError | QuestRunNotFound | NotRunParty;

/** The creator hands in the content for review ('Content successfully submitted.'). */
export class SubmitContent {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'videos' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'videos' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: SubmitContentInput): Promise<Result<QuestRun, SubmitContentError>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, { party: 'CREATOR', creatorId: input.creatorId });
    if (!loaded.ok) return loaded;
    const { run } = loaded.value;
    const url = parseContentUrl(input.url);
    // Only fixed-window video needs the platform's answer; the URL must be sound before asking.
    const videoVisibility =
      url.ok && requiresUnlistedVideo(run) ? await this.deps.videos.visibilityOf(run.platform, url.value, run.creatorId) : null;
    const next = submitRunContent(run, {
      url: input.url,
      message: (input.message ?? '').trim(),
      videoVisibility,
      now: this.deps.clock.now(),
    });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
