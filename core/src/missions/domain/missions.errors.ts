import { InvalidField } from '../../shared/invalid-field.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** A field of a mission form breaks its rule: the shared field error, under this context's code. */
export class InvalidMissionField extends InvalidField {
  constructor(field: string, message: string) {
    super(field, message, 'MISSION.INVALID_FIELD');
  }
}
export class CreatorProgramRequired extends DomainError {
  readonly code = 'MISSION.CREATOR_PROGRAM_REQUIRED';
  readonly message = 'Missions belong to a Creator Program. Create a Creator Program first.';
  override readonly field = 'programId';
}
export class MissionLockedWhileHeld extends DomainError {
  readonly code = 'MISSIONS.LOCKED_WHILE_HELD';
  readonly message = 'This mission is waiting for review: unpublish it to make changes.';
}
export class MissionNotFound extends DomainError {
  readonly code = 'MISSION.NOT_FOUND';
  readonly message = 'The mission does not exist.';
}
export class MissionRunNotFound extends DomainError {
  readonly code = 'MISSION.RUN_NOT_FOUND';
  readonly message = 'You have not joined this mission.';
}
export class OnlyCreatorsCanJoinMissions extends DomainError {
  readonly code = 'MISSION.ONLY_CREATORS';
  readonly message = 'Only creators can join missions.';
}
export class MissionNotOpen extends DomainError {
  readonly code = 'MISSION.NOT_OPEN';
  readonly message = 'This mission is not open for new creators.';
}
export class AlreadyJoinedMission extends DomainError {
  readonly code = 'MISSION.ALREADY_JOINED';
  readonly message = 'You have already joined this mission.';
}
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
export class RejectMessageRequired extends DomainError {
  readonly code = 'MISSION.REJECT_MESSAGE_REQUIRED';
  readonly message = 'Please write a message explaining why the submission is rejected.';
  override readonly field = 'message';
}
export class CriteriaNotMetConfirmationRequired extends DomainError {
  readonly code = 'MISSION.CRITERIA_NOT_MET_CONFIRMATION';
  readonly message =
    'This creator has not met the completion criteria. Confirm to accept them anyway and make them eligible for the rewards.';
  override readonly field = 'confirmCriteriaNotMet';
}
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
export class RewardsAlreadySettled extends DomainError {
  readonly code = 'MISSION.REWARDS_ALREADY_CLAIMED';
  readonly message = 'The rewards of this run were already claimed; skipped rewards cannot be claimed later.';
}
export class ClaimRewardsFirst extends DomainError {
  readonly code = 'MISSION.CLAIM_REWARDS_FIRST';
  readonly message = 'Claim your rewards before repeating the mission.';
}
export class RunInProgress extends DomainError {
  readonly code = 'MISSION.RUN_IN_PROGRESS';
  readonly message = 'Finish the current run of this mission first.';
}
export class RunEnded extends DomainError {
  readonly code = 'MISSION.RUN_ENDED';
  readonly message = 'This mission has ended for you and cannot be repeated.';
}
export class NoRepeatsLeft extends DomainError {
  readonly code = 'MISSION.NO_REPEATS_LEFT';
  readonly message = 'You have completed this mission as many times as it allows.';
}
export class KitAlreadyClaimed extends DomainError {
  readonly code = 'MISSION.KIT_ALREADY_CLAIMED';
  readonly message = 'You have already claimed the mission kit.';
}
export class MembersOnly extends DomainError {
  readonly code = 'MISSION.MEMBERS_ONLY';
  readonly message = 'Only accepted members of the Creator Program can take its missions.';
}
export class NothingToReview extends DomainError {
  readonly code = 'MISSION.NOTHING_SELECTED';
  readonly message = 'Select at least one creator.';
  override readonly field = 'runIds';
}
export class NoMissionKit extends DomainError {
  readonly code = 'MISSION.NO_KIT';
  readonly message = 'This mission has no mission kit.';
}
