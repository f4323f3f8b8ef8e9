import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { findCustomCriterion, type CriteriaGroup } from '../domain/completion-criteria.ts';
import { parseFields } from '../domain/field-parse.ts';
import { isCustomOnly, moveRun, type MissionRun } from '../domain/mission-run.entity.ts';
import { submissionSchema, type SubmissionInput, type SubmissionItem } from '../domain/mission-submission.schema.ts';
import { CustomCriterionMismatch, InvalidMissionField, type MissionRunNotFound } from '../domain/missions.errors.ts';
import { creatorRun } from './creator-run.ts';
import { evaluateRun } from './mission-progress.ts';
import { cancelReminder } from './mission-reminder.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface SubmitMissionContentInput {
  /** As the form sent them; checked here. */
  items: SubmissionInput['items'] | readonly unknown[];
  runId: string;
  /** The signed-in creator (from the session). */
  creatorId: string;
}
export type SubmitMissionContentError = MissionRunNotFound | InvalidMissionField | CustomCriterionMismatch | TransitionNotAllowed;

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'progress' | 'jobs' | 'feed' | 'clock'>;

/** A URL or message that names a criterion must answer a CUSTOM criterion asking for that kind. */
function checkCustomItems(groups: readonly CriteriaGroup[], items: readonly SubmissionItem[]): CustomCriterionMismatch | null {
  for (const [index, item] of items.entries()) {
    if (item.kind === 'feed' || item.criterionId === null) continue;
    const criterion = findCustomCriterion(groups, item.criterionId);
    if (!criterion) return new CustomCriterionMismatch(index, 'This is not a custom criterion of the mission.');
    if (criterion.submissionType !== item.kind) {
      return new CustomCriterionMismatch(index, `This criterion asks for a ${criterion.submissionType === 'url' ? 'URL' : 'message'}.`);
    }
  }
  return null;
}

export class SubmitMissionContent {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** A stream or video from the feed must be one of the creator's own, of the type it claims to be. */
  async #checkFeedItems(creatorId: string, items: readonly SubmissionItem[]): Promise<InvalidMissionField | null> {
    const feed = items.flatMap((item, index) => (item.kind === 'feed' ? [{ item, index }] : []));
    if (feed.length === 0) return null;
    const own = await this.deps.feed.findOwn(
      creatorId,
      feed.map((f) => f.item.postId),
    );
    for (const { item, index } of feed) {
      if (!own.some((post) => post.id === item.postId && post.type === item.postType)) {
        return new InvalidMissionField(`items.${index}.postId`, 'Select one of your own streams or videos.');
      }
    }
    return null;
  }

  async execute(input: SubmitMissionContentInput): Promise<Result<MissionRun, SubmitMissionContentError>> {
    const found = await creatorRun(this.deps, input.runId, input.creatorId);
    if (!found.ok) return found;
    const { run, mission } = found.value;
    const fields = parseFields(submissionSchema, { items: input.items });
    if (!fields.ok) return fields;
    const { items } = fields.value;
    const mismatch = checkCustomItems(mission.criteria, items);
    if (mismatch) return err(mismatch);

    const now = this.deps.clock.now();
    // Only an active run takes content, so submitted content cannot be changed afterwards.
    const submitted = moveRun(run, 'submit', now, { submission: { items, submittedAt: now } });
    if (!submitted.ok) return submitted;
    const notOwn = await this.#checkFeedItems(run.creatorId, items);
    if (notOwn) return err(notOwn);
    let next = submitted.value;
    const evaluation = await evaluateRun(this.deps, mission, next);
    // Automatic review approves creators who meet the criteria; custom URL and message submissions
    // are always accepted automatically, so a run of only those needs no company review either.
    if (evaluation.met && (mission.automaticReview || isCustomOnly(items))) {
      const review = { outcome: 'accepted' as const, by: 'SYSTEM' as const, at: now, message: null, criteriaMet: true, sharePercent: 100 };
      const accepted = moveRun(next, 'accept', now, { review });
      if (!accepted.ok) return accepted;
      next = accepted.value;
    }
    await this.deps.runs.save(next);
    await cancelReminder(this.deps, next);
    return ok(next);
  }
}
