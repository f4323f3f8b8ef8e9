import { escapeHtml } from '../../shared/escape-html.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { moveRun, type MissionRun } from '../domain/mission-run.entity.ts';
import {
  CriteriaNotMetConfirmationRequired,
  InvalidMissionField,
  MissionRunNotFound,
  RejectMessageRequired,
} from '../domain/missions.errors.ts';
import { earnedShare } from '../domain/pro-rating.ts';
import { evaluateRun } from './mission-progress.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** Our choice: the spec requires a reject message but gives no length. */
export const REJECT_MESSAGE_MAX = 2000;

export type ReviewMissionRunInput =
  | {
      runId: string;
      /** The acting user's company (from the session). */
      companyId: string;
      decision: 'accept';
      /** Required when the creator has not met the criteria: accepting makes them eligible anyway. */
      confirmCriteriaNotMet?: boolean;
    }
  | { runId: string; companyId: string; decision: 'reject'; message: string };

export type ReviewMissionRunError =
  MissionRunNotFound | RejectMessageRequired | InvalidMissionField | CriteriaNotMetConfirmationRequired | TransitionNotAllowed;

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'progress' | 'clock'>;
export type ReviewDeps = Deps & Pick<MissionsDeps, 'creators' | 'mailer'>;

function checkRejectMessage(raw: string): Result<string, RejectMessageRequired | InvalidMissionField> {
  const message = raw.trim();
  if (message === '') return err(new RejectMessageRequired());
  if (message.length > REJECT_MESSAGE_MAX) {
    return err(new InvalidMissionField('message', `The message can be at most ${REJECT_MESSAGE_MAX} characters.`));
  }
  return ok(message);
}

/** The reviewed run, not yet saved: a bulk review decides every run before it saves any. */
export async function decideReview(deps: Deps, input: ReviewMissionRunInput): Promise<Result<MissionRun, ReviewMissionRunError>> {
  const run = await deps.runs.findById(input.runId);
  const mission = run && (await deps.missions.findById(run.missionId));
  if (!run || !mission || mission.companyId !== input.companyId) return err(new MissionRunNotFound());
  const now = deps.clock.now();
  const evaluation = await evaluateRun(deps, mission, run);
  const { met } = evaluation;
  if (input.decision === 'reject') {
    const message = checkRejectMessage(input.message);
    if (!message.ok) return message;
    return moveRun(run, 'reject', now, {
      review: { outcome: 'rejected', by: 'COMPANY', at: now, message: message.value, criteriaMet: met, sharePercent: 0 },
    });
  }
  // A pro-rated mission pays the share reached without asking; below it (or without pro-rating) the
  // company confirms accepting a creator who has not met the criteria, and that pays in full (spec 4).
  const earned = earnedShare(mission.proRatedFromPercent, evaluation);
  if (earned === 0 && input.confirmCriteriaNotMet !== true) return err(new CriteriaNotMetConfirmationRequired());
  const sharePercent = earned === 0 ? 100 : earned;
  return moveRun(run, 'accept', now, {
    review: { outcome: 'accepted', by: 'COMPANY', at: now, message: null, criteriaMet: met, sharePercent },
  });
}

/** The creator learns the company's decision on their run, by mail and under the bell, with the mission page linked. */
export async function tellCreatorOfReview(deps: ReviewDeps, run: MissionRun): Promise<void> {
  const [mission, creator] = await Promise.all([deps.missions.findById(run.missionId), deps.creators.findCreator(run.creatorId)]);
  if (!mission || !creator || !run.review) return;
  const accepted = run.review.outcome === 'accepted';
  const line = accepted
    ? `The company accepted your content for the mission ${mission.name}. Claim your rewards on the mission page.`
    : `The company declined your content for the mission ${mission.name}: "${run.review.message ?? ''}"`;
  await deps.mailer.send({
    to: creator.email,
    subject: `Your content for ${mission.name} was ${accepted ? 'accepted' : 'declined'}`,
    notification: { kind: 'campaignUpdates', path: `/missions/${mission.id}` },
    text: `Hi ${creator.displayName},\n\n${line}\n`,
    html: `<p>Hi ${escapeHtml(creator.displayName)},</p><p>${escapeHtml(line)}</p>`,
  });
}

export class ReviewMissionRun {
  private readonly deps: ReviewDeps;

  constructor(deps: ReviewDeps) {
    this.deps = deps;
  }

  async execute(input: ReviewMissionRunInput): Promise<Result<MissionRun, ReviewMissionRunError>> {
    const moved = await decideReview(this.deps, input);
    if (!moved.ok) return moved;
    await this.deps.runs.save(moved.value);
    await tellCreatorOfReview(this.deps, moved.value);
    return ok(moved.value);
  }
}
