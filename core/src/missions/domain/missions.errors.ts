import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError, domainError } from '../../shared/domain-error.ts';
import { inStockholm } from '../../shared/time.ts';

/** A field of a mission form breaks its rule: the shared field error, under this context's code. */
export class InvalidMissionField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'MISSION.INVALID_FIELD');
  }
}
export class CreatorProgramRequired extends domainError(
  'MISSION.CREATOR_PROGRAM_REQUIRED',
  'Missions belong to a Creator Program. Create a Creator Program first.',
  'programId',
) {}
export class MissionLockedWhileHeld extends domainError(
  'MISSIONS.LOCKED_WHILE_HELD',
  'This mission is waiting for review: unpublish it to make changes.',
) {}
export class MissionNotFound extends domainError('MISSION.NOT_FOUND', 'The mission does not exist.') {}
export class MissionRunNotFound extends domainError('MISSION.RUN_NOT_FOUND', 'You have not joined this mission.') {}
export class OnlyCreatorsCanJoinMissions extends domainError('MISSION.ONLY_CREATORS', 'Only creators can join missions.') {}
/** A mission closed to new runs; an upcoming one says when it opens, in Stockholm time (spec 1). */
export class MissionNotOpen extends DomainError {
  readonly code = 'MISSION.NOT_OPEN';
  readonly message: string;
  constructor(opensAt?: Date) {
    super();
    this.message = opensAt ? `This mission opens on ${inStockholm(opensAt)}.` : 'This mission is not open for new creators.';
  }
}
export class AlreadyJoinedMission extends domainError('MISSION.ALREADY_JOINED', 'You have already joined this mission.') {}
export class CustomCriterionMismatch extends DomainError {
  readonly code = 'MISSION.CUSTOM_CRITERION_MISMATCH';
  readonly message: string;
  override readonly field: string;
  constructor(index: number, message: string) {
    super();
    this.field = `items.${index}.criterionId`;
    this.message = message;
  }
}
export class RejectMessageRequired extends domainError(
  'MISSION.REJECT_MESSAGE_REQUIRED',
  'Please write a message explaining why the submission is rejected.',
  'message',
) {}
export class CriteriaNotMetConfirmationRequired extends domainError(
  'MISSION.CRITERIA_NOT_MET_CONFIRMATION',
  'This creator has not met the completion criteria. Confirm to accept them anyway and make them eligible for the rewards.',
  'confirmCriteriaNotMet',
) {}
export class RewardChoiceRequired extends DomainError {
  readonly code = 'MISSION.REWARD_CHOICE_REQUIRED';
  readonly message = 'Claim or skip every reward.';
  override readonly field: string;
  constructor(rewardId: string) {
    super();
    this.field = `rewards.${rewardId}`;
  }
}
export class PlatformNotOffered extends DomainError {
  readonly code = 'MISSION.PLATFORM_NOT_OFFERED';
  readonly message = 'Choose one of the platforms this reward offers.';
  override readonly field: string;
  constructor(rewardId: string) {
    super();
    this.field = `rewards.${rewardId}.platform`;
  }
}
export class OutOfCodes extends DomainError {
  readonly code = 'MISSION.OUT_OF_CODES';
  readonly message: string;
  override readonly field: string;
  constructor(rewardId: string, platform: string) {
    super();
    this.field = `rewards.${rewardId}.platform`;
    this.message = `There are no codes left for ${platform}. Choose another platform or ask the company to add more.`;
  }
}
export class MerchandiseOutOfStock extends DomainError {
  readonly code = 'MISSION.MERCHANDISE_OUT_OF_STOCK';
  readonly message = 'All items of this reward have been granted.';
  override readonly field: string;
  constructor(rewardId: string) {
    super();
    this.field = `rewards.${rewardId}`;
  }
}
export class RewardsAlreadySettled extends domainError(
  'MISSION.REWARDS_ALREADY_CLAIMED',
  'The rewards of this run were already claimed; skipped rewards cannot be claimed later.',
) {}
export class ClaimRewardsFirst extends domainError('MISSION.CLAIM_REWARDS_FIRST', 'Claim your rewards before repeating the mission.') {}
export class RunInProgress extends domainError('MISSION.RUN_IN_PROGRESS', 'Finish the current run of this mission first.') {}
export class RunEnded extends domainError('MISSION.RUN_ENDED', 'This mission has ended for you and cannot be repeated.') {}
export class NoRepeatsLeft extends domainError('MISSION.NO_REPEATS_LEFT', 'You have completed this mission as many times as it allows.') {}
export class KitAlreadyClaimed extends domainError('MISSION.KIT_ALREADY_CLAIMED', 'You have already claimed the mission kit.') {}
export class MembersOnly extends domainError(
  'MISSION.MEMBERS_ONLY',
  'Only accepted members of the Creator Program can take its missions.',
) {}
export class NothingToReview extends domainError('MISSION.NOTHING_SELECTED', 'Select at least one creator.', 'runIds') {}
export class NoMissionKit extends domainError('MISSION.NO_KIT', 'This mission has no mission kit.') {}
