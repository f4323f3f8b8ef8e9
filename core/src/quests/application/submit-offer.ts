import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { checkOfferEligibility, createBidTerms, type OfferEligibilityError } from '../domain/offer.ts';
import { offerInputSchema, type OfferInput } from '../domain/offer.schema.ts';
import { acceptsOffers } from '../domain/quest.entity.ts';
import { openQuestRun } from '../domain/quest-run-bidding.ts';
import { isFailureEnd } from '../domain/quest-run.machine.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import {
  ConnectionRequired,
  DeliveryTypeMismatch,
  InvalidContentLength,
  InvalidOfferAmount,
  InvalidQuestField,
  OfferAlreadyOpen,
  QuestClosed,
  QuestNotFound,
  RequirementsNotMet,
} from '../domain/quests.errors.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface SubmitOfferInput {
  creatorId: string;
  questId: string;
  offer: OfferInput;
}
export type SubmitOfferError =
  | InvalidQuestField
  | InvalidOfferAmount
  | InvalidContentLength
  | QuestNotFound
  | QuestClosed
  | DeliveryTypeMismatch
  | OfferAlreadyOpen
  | RequirementsNotMet
  | OfferEligibilityError;

type Deps = Pick<QuestsDeps, 'quests' | 'runs' | 'creators' | 'eligibility' | 'clock' | 'events'>;

/** A creator bids on a quest: the run starts in INITIAL_BID, awaiting the company. */
export class SubmitOffer {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: SubmitOfferInput): Promise<Result<QuestRun, SubmitOfferError>> {
    const offer = parseInput(offerInputSchema, input.offer);
    if (!offer.ok) return offer;
    const terms = createBidTerms(offer.value);
    if (!terms.ok) return terms;
    const now = this.deps.clock.now();
    const quest = await this.deps.quests.findById(input.questId);
    // A quest never published does not exist for creators.
    if (!quest || quest.firstWentLiveAt === null) return err(new QuestNotFound());
    if (!acceptsOffers(quest, now)) return err(new QuestClosed());
    if (offer.value.deliveryType !== quest.deliveryType) return err(new DeliveryTypeMismatch());
    const creator = await this.deps.creators.findOfferProfile(input.creatorId);
    // A creator without a profile has no connection at all.
    if (!creator) return err(new ConnectionRequired());
    const eligible = checkOfferEligibility(creator, { ...offer.value, terms: terms.value });
    if (!eligible.ok) return eligible;
    // Spec 5: location and language always apply; the adapter's evaluation knows the waivers.
    const requirements = await this.deps.eligibility.evaluate(input.creatorId, quest.companyId, quest.requirements, quest.id);
    if (!requirements.eligible) return err(new RequirementsNotMet(requirements.groups));
    // One deal per creator per quest; after a failure end the creator may bid again (our choice).
    const earlier = await this.deps.runs.listByQuestAndCreator(quest.id, input.creatorId);
    if (earlier.some((run) => !isFailureEnd(run.status))) return err(new OfferAlreadyOpen());
    const run = openQuestRun({ id: newId(), quest, creatorId: input.creatorId, ...offer.value, terms: terms.value, now });
    await this.deps.runs.save(run);
    await this.deps.events.record({
      companyId: quest.companyId,
      kind: 'offer.made',
      occurredAt: now,
      data: { questId: quest.id, runId: run.id, creatorId: input.creatorId },
    });
    return ok(run);
  }
}
