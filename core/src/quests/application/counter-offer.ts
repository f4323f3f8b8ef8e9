import { formatUsd } from '../../shared/money.ts';
import { ok, type Result } from '../../shared/result.ts';
import { inStockholm } from '../../shared/time.ts';
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
import { mailRunCreator } from './creator-mail.ts';
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

type Deps = Pick<QuestsDeps, 'runs' | 'clock' | 'reminders' | 'mailer' | 'appUrl'>;

/** Either side answers the last bid with a new rate and duration; a company's counter offer is the creator's to answer. */
export class CounterOffer {
  private readonly deps: Deps;

  constructor(deps: Deps) {
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
    if (party === 'COMPANY') await this.#tellCreator(next.value, counter.value.message);
    return ok(next.value);
  }

  async #tellCreator(run: QuestRun, message: string) {
    const bid = run.bids.at(-1)!;
    const said = message.trim() ? ` Their message: "${message.trim()}"` : '';
    const answerBy = run.dueAt ? ` by ${inStockholm(run.dueAt)}` : '';
    await mailRunCreator(this.deps, run, (name) => ({
      subject: `Counter offer on the Quest "${name}"`,
      text: `The company answered your offer for the Quest "${name}" with ${formatUsd(bid.amount)} for ${bid.contentLengthMinutes} minutes of content.${said} Accept it, counter it or decline it${answerBy}, or the offer ends.`,
    }));
  }
}
