import { ok, type Result } from '../../shared/result.ts';
import { inStockholm } from '../../shared/time.ts';
import { reviewRunContent, type ReviewContentError as RunError } from '../domain/quest-run-content.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import { reviewContentSchema } from '../domain/review-content.schema.ts';
import type { InvalidQuestField, NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { mailRunCreator } from './creator-mail.ts';
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
type Deps = Pick<QuestsDeps, 'runs' | 'clock' | 'reminders' | 'mailer' | 'appUrl'>;

export class ReviewContent {
  private readonly deps: Deps;

  constructor(deps: Deps) {
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
    await mailRunCreator(this.deps, next.value, (name) => reviewWords(next.value, name));
    return ok(next.value);
  }
}

/** What the creator is told of the review, and what they do next. */
function reviewWords(run: QuestRun, name: string): { subject: string; text: string } {
  const review = run.submissions.at(-1)?.review;
  const by = run.dueAt ? ` by ${inStockholm(run.dueAt)}` : '';
  if (review?.decision === 'declined') {
    return {
      subject: `Your content for the Quest "${name}" was declined`,
      text: `The company declined your content for the Quest "${name}" and commented: "${review.comment}" Change it and submit it again${by}.`,
    };
  }
  const next =
    run.status === 'PAYOUT' ? 'Your payout is on its way.' : `Post it publicly${by} and tell us in the quest log; payout follows.`;
  return {
    subject: `Your content for the Quest "${name}" was approved`,
    text: `The company approved your content for the Quest "${name}". ${next}`,
  };
}
