import { ok, type Result } from '../../shared/result.ts';
import { reviewRunContent, type ReviewContentError as RunError } from '../domain/quest-run-content.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { reviewContentSchema } from '../domain/review-content.schema.ts';
import type { InvalidQuestField, NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor } from './quest-actor.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface ReviewContentInput {
  companyId: string;
  runId: string;
  decision: string;
  comment?: string;
}
export type ReviewContentError = RunError | InvalidQuestField | QuestRunNotFound | NotRunParty;

/** The company approves the submitted content, or declines it with a comment so the creator can resubmit. */
export class ReviewContent {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: ReviewContentInput): Promise<Result<QuestRun, ReviewContentError>> {
    const review = parseInput(reviewContentSchema, { decision: input.decision, comment: input.comment });
    if (!review.ok) return review;
    const loaded = await loadRunFor(this.deps.runs, input.runId, { party: 'COMPANY', companyId: input.companyId });
    if (!loaded.ok) return loaded;
    const next = reviewRunContent(loaded.value.run, { ...review.value, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
