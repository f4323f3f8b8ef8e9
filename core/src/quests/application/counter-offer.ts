import { ok, type Result } from '../../shared/result.ts';
import { createBidTerms } from '../domain/offer.ts';
import { counterOfferInputSchema, type CounterOfferInput } from '../domain/offer.schema.ts';
import { counterBid, type BiddingError } from '../domain/quest-run-bidding.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type {
  InvalidContentLength,
  InvalidOfferAmount,
  InvalidQuestField,
  NotRunParty,
  QuestRunNotFound,
} from '../domain/quests.errors.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import { parseInput } from './parse-input.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface CounterOfferCommand {
  actor: QuestActor;
  runId: string;
  counter: CounterOfferInput;
}
export type CounterOfferError =
  InvalidQuestField | InvalidOfferAmount | InvalidContentLength | QuestRunNotFound | NotRunParty | BiddingError;

/** Either side answers the last bid with a new rate and duration. */
export class CounterOffer {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: CounterOfferCommand): Promise<Result<QuestRun, CounterOfferError>> {
    const counter = parseInput(counterOfferInputSchema, input.counter);
    if (!counter.ok) return counter;
    const terms = createBidTerms(counter.value);
    if (!terms.ok) return terms;
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const { run, party } = loaded.value;
    const next = counterBid(run, { by: party, terms: terms.value, message: counter.value.message, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
