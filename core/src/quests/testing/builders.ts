import { centsOf, type Cents } from '../../shared/money.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';
import { DAY_MS, HOUR_MS, addMs } from '../../shared/time.ts';
import type { Embargo } from '../domain/embargo.ts';
import type { CreatorOfferProfile } from '../domain/offer.ts';
import type { ContentType, OfferPlatform } from '../domain/offer.schema.ts';
import type { DeliveryType, QuestFormInput } from '../domain/quest-fields.schema.ts';
import type { PublishState } from '../../shared/campaign-status.ts';
import { openQuestRequirements } from '../domain/quest-requirements.ts';
import type { Quest } from '../domain/quest.entity.ts';

/**
 * Test data builders. Defaults come from a seeded source, so a failing test shows the same data on
 * every run; tests state only the fields their rule is about.
 */
export { BUILDER_NOW };
export const QUEST_LENGTH_MS = 30 * DAY_MS;

const source = seededSource(20_250_404);
export const { seededId } = source;
const { seededWord } = source;

/** A complete, valid quest form as the UI would send it. */
export const aQuestForm = (changes: Partial<QuestFormInput> = {}): QuestFormInput => ({
  name: `Quest ${seededWord()}`,
  startDate: BUILDER_NOW.toISOString(),
  endDate: addMs(BUILDER_NOW, QUEST_LENGTH_MS).toISOString(),
  budgetCents: 250_000,
  deliveryType: 'open',
  embargo: null,
  deliverables: ['One sponsored stream'],
  talkingPoints: ['New co-op mode'],
  callToAction: 'Wishlist now',
  conversionTracking: { kind: 'plainUrl', url: 'https://store.example.com/game' },
  codeManagerItemIds: [seededId()],
  goals: ['Wishlists'],
  tags: ['co-op'],
  platforms: ['Steam'],
  visibility: 'Discoverable',
  specialInstructions: '',
  ...changes,
});

export class QuestBuilder {
  #quest: Quest;

  constructor() {
    this.#quest = {
      id: seededId(),
      companyId: seededId(),
      kind: 'gamePromotion',
      publishState: 'published',
      firstWentLiveAt: BUILDER_NOW,
      publishedAt: BUILDER_NOW,
      unpublishedAt: null,
      reviewNote: null,
      name: `Quest ${seededWord()}`,
      startDate: BUILDER_NOW,
      endDate: addMs(BUILDER_NOW, QUEST_LENGTH_MS),
      budget: centsOf(250_000),
      deliveryType: 'open',
      embargo: null,
      deliverables: ['One sponsored stream'],
      talkingPoints: ['New co-op mode'],
      callToAction: 'Wishlist now',
      conversionTracking: null,
      codeManagerItemIds: [seededId()],
      goals: [],
      tags: [],
      platforms: ['Steam'],
      media: [],
      visibility: 'Discoverable',
      offerResponseDays: null,
      requirements: openQuestRequirements(),
      specialInstructions: '',
      kitKeys: [{ platform: 'Steam', count: 10 }],
      kitAssetUrl: null,
      createdAt: BUILDER_NOW,
      updatedAt: BUILDER_NOW,
    };
  }

  #with(changes: Partial<Quest>): this {
    this.#quest = { ...this.#quest, ...changes };
    return this;
  }

  withId(id: string) {
    return this.#with({ id });
  }
  ownedBy(companyId: string) {
    return this.#with({ companyId });
  }
  withPublishState(publishState: PublishState) {
    const live = publishState === 'published' ? (this.#quest.publishedAt ?? BUILDER_NOW) : null;
    return this.#with({ publishState, publishedAt: live, firstWentLiveAt: live ?? this.#quest.firstWentLiveAt });
  }
  with(changes: Partial<Quest>) {
    return this.#with(changes);
  }
  withDeliveryType(deliveryType: DeliveryType) {
    return this.#with({ deliveryType });
  }
  endingAt(endDate: Date) {
    return this.#with({ endDate });
  }
  startingAt(startDate: Date) {
    return this.#with({ startDate });
  }
  /** A fixed date-range window opening at `at` (as if entered in UTC). */
  withEmbargoAt(at: Date, deliveryType: DeliveryType = 'dateRange') {
    const iso = at.toISOString();
    const embargo: Embargo = { date: iso.slice(0, 10), time: iso.slice(11, 16), timezone: 'UTC', at };
    return this.#with({ deliveryType, embargo });
  }

  build(): Quest {
    return { ...this.#quest };
  }
}
export const aQuest = () => new QuestBuilder();

export const aCreatorProfile = (changes: Partial<CreatorOfferProfile> = {}): CreatorOfferProfile => ({
  creatorId: seededId(),
  minimumDealSize: centsOf(10_000),
  connectedProviders: ['twitch', 'youtube'],
  payoutReady: true,
  emailVerified: true,
  questApproved: true,
  ...changes,
});

export interface OfferTerms {
  platform: OfferPlatform;
  contentType: ContentType;
  amount: Cents;
  contentLengthMinutes: number;
}
export const DEFAULT_TERMS: OfferTerms = { platform: 'youtube', contentType: 'Short', amount: centsOf(50_000), contentLengthMinutes: 1 };

/** Builders step forward by this much between run events, far inside every deadline. */
export const STEP_MS = HOUR_MS;
