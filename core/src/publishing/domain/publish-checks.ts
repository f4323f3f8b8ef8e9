import { failure, type PublishCheckFailure, type PublishCheckId } from './publish-check-ids.ts';
import type { KeyCampaignPublishSubject, MissionPublishSubject, PublishSubject, QuestPublishSubject } from './publish-subject.ts';
import { embargoOrDateProblem } from './quest-embargo.ts';

export interface PublishContext {
  readonly now: Date;
  /** The publishing user's email is verified (spec section 6: required to publish). */
  readonly emailVerified: boolean;
}

type Check = [PublishCheckId, boolean] | [PublishCheckId, boolean, string];

const failed = (checks: Check[]): PublishCheckFailure[] =>
  checks.filter(([, passed]) => !passed).map(([id, , message]) => failure(id, message));

function campaignChecks(subject: QuestPublishSubject | KeyCampaignPublishSubject, ctx: PublishContext): Check[] {
  const prefix = subject.kind === 'quest' ? 'quest' : 'campaign';
  const dates: Check[] = [
    [`${prefix}.name`, subject.name.trim() !== ''],
    [`${prefix}.startDate`, subject.startDate !== null],
    [`${prefix}.endDateInFuture`, subject.endDate !== null && subject.endDate.getTime() > ctx.now.getTime()],
  ];
  // Spec 4: pre-launch collects a waitlist before there are keys; the conversion asks for them.
  if (subject.kind === 'keyCampaign' && subject.preLaunch) return dates;
  return [...dates, [`${prefix}.codeManagerItem`, subject.codeManagerItemCount > 0], [`${prefix}.keys`, subject.keySetCount > 0]];
}

function questChecks(quest: QuestPublishSubject, ctx: PublishContext): Check[] {
  const embargo = embargoOrDateProblem(quest, ctx.now);
  return [
    ...campaignChecks(quest, ctx),
    embargo === null ? ['quest.embargoOrDate', true] : ['quest.embargoOrDate', false, embargo],
    ['quest.talkingPoint', quest.talkingPointCount > 0],
    ['quest.verifiedEmail', ctx.emailVerified],
  ];
}

/** "Start date not in the past": the form sends an instant, so starting exactly now is fine. */
function missionChecks(mission: MissionPublishSubject, ctx: PublishContext): Check[] {
  return [
    ['mission.criterion', mission.criterionCount > 0],
    ['mission.startDateNotPast', mission.startDate !== null && mission.startDate.getTime() >= ctx.now.getTime()],
    ['mission.game', mission.gameCount > 0],
    ['mission.reward', mission.rewardCount > 0],
    ['mission.verifiedEmail', ctx.emailVerified],
  ];
}

/** Every failed publish check of spec section 5, in wizard order; empty when the item may go out. */
export function publishChecks(subject: PublishSubject, ctx: PublishContext): PublishCheckFailure[] {
  switch (subject.kind) {
    case 'quest':
      return failed(questChecks(subject, ctx));
    case 'keyCampaign':
      return failed([...campaignChecks(subject, ctx), ['campaign.verifiedEmail', ctx.emailVerified]]);
    case 'mission':
      return failed(missionChecks(subject, ctx));
  }
}
