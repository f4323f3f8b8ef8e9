import { DAY_MS, addMs } from '../../shared/time.ts';
import type { CompletionCriterion, CriteriaGroup } from '../domain/completion-criteria.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import type { CodeDistributionRule, CustomReward, MerchandiseReward, MissionReward } from '../domain/mission-reward.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';

/** Test data from a seeded source, so a failing test shows the same data on every run. */
export const MISSION_NOW = BUILDER_NOW;
export const COMPANY_ID = 'company-1';
export const PROGRAM_ID = 'program-1';

const { seededId } = seededSource(20_250_504);

export const airTime = (amount: number, id = seededId()): CompletionCriterion => ({
  id,
  metricType: 'STREAM_CONTENT_AIR_TIME',
  amount,
});
export const videoViews = (amount: number, id = seededId()): CompletionCriterion => ({ id, metricType: 'VIDEO_VIEWS', amount });
export const clicks = (amount: number, id = seededId()): CompletionCriterion => ({
  id,
  metricType: 'CLICKS',
  amount,
  url: 'https://store.example.com/game',
  callToAction: 'Wishlist now',
});
export const custom = (submissionType: 'message' | 'url', id = seededId(), amount = 1): CompletionCriterion => ({
  id,
  metricType: 'CUSTOM',
  amount,
  description: 'Tell us about your run',
  submissionType,
});

export const merchandise = (changes: Partial<MerchandiseReward> = {}): MerchandiseReward => ({
  id: seededId(),
  kind: 'merchandise',
  name: 'Hoodie',
  imageUrl: 'https://cdn.example.com/hoodie.png',
  numberOfItems: 10,
  message: null,
  collectAddress: true,
  grantedCount: 0,
  ...changes,
});
export const customReward = (changes: Partial<CustomReward> = {}): CustomReward => ({
  id: seededId(),
  kind: 'custom',
  name: 'Studio visit',
  description: 'Meet the team',
  imageUrl: null,
  message: null,
  ...changes,
});
export const codeRule = (changes: Partial<CodeDistributionRule> = {}): CodeDistributionRule => ({
  id: seededId(),
  kind: 'codes',
  itemId: 'item-1',
  platforms: ['Steam', 'GOG'],
  numberOfCodes: 1,
  ...changes,
});

export class MissionBuilder {
  #mission: Mission;

  constructor() {
    this.#mission = {
      id: seededId(),
      companyId: COMPANY_ID,
      programId: PROGRAM_ID,
      name: 'Stream the demo',
      description: 'Stream two hours of the demo.',
      kit: null,
      gameIds: ['game-1'],
      startDate: addMs(MISSION_NOW, -DAY_MS),
      endDate: addMs(MISSION_NOW, 30 * DAY_MS),
      automaticReview: false,
      repeatCount: 1,
      proRatedFromPercent: null,
      criteria: [{ operator: 'AND', criteria: [airTime(120)] }],
      rewards: [customReward()],
      published: true,
      heldForReview: false,
      createdAt: MISSION_NOW,
    };
  }

  #with(changes: Partial<Mission>): this {
    this.#mission = { ...this.#mission, ...changes };
    return this;
  }

  withCriteria(...criteria: CriteriaGroup[]) {
    return this.#with({ criteria });
  }
  /** Pays a share of the rewards from this percent of the target. */
  proRatedFrom(percent: number) {
    return this.#with({ proRatedFromPercent: percent });
  }
  withRewards(...rewards: MissionReward[]) {
    return this.#with({ rewards });
  }
  withRepeatCount(repeatCount: number) {
    return this.#with({ repeatCount });
  }
  withDates(startDate: Date, endDate: Date | null) {
    return this.#with({ startDate, endDate });
  }
  automaticReview() {
    return this.#with({ automaticReview: true });
  }
  unpublished() {
    return this.#with({ published: false });
  }
  /** Published for the first time by a company not yet reviewed: waiting for staff (spec 4). */
  heldForReview() {
    return this.#with({ published: false, heldForReview: true });
  }

  build(): Mission {
    return structuredClone(this.#mission);
  }
}
export const aMission = () => new MissionBuilder();

export class MissionRunBuilder {
  #run: MissionRun;

  constructor() {
    this.#run = {
      id: seededId(),
      missionId: 'mission-x',
      creatorId: 'creator-1',
      repeatNumber: 1,
      state: 'active',
      joinedAt: MISSION_NOW,
      submission: null,
      review: null,
      rewardClaims: [],
      kitClaimedAt: null,
      remindedAt: null,
      endedAt: null,
    };
  }

  #with(changes: Partial<MissionRun>): this {
    this.#run = { ...this.#run, ...changes };
    return this;
  }

  of(mission: Mission) {
    return this.#with({ missionId: mission.id });
  }
  by(creatorId: string) {
    return this.#with({ creatorId });
  }
  inState(state: MissionRunState) {
    return this.#with({ state });
  }
  repeat(repeatNumber: number) {
    return this.#with({ repeatNumber });
  }
  /** Approved by the company for this share of the rewards (100 in full). */
  approvedFor(sharePercent: number) {
    return this.#with({
      state: 'claimReward',
      review: { outcome: 'accepted', by: 'COMPANY', at: MISSION_NOW, message: null, criteriaMet: sharePercent >= 100, sharePercent },
    });
  }

  build(): MissionRun {
    return structuredClone(this.#run);
  }
}
export const aMissionRun = () => new MissionRunBuilder();
