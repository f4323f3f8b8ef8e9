import { ok, type Result } from '../../shared/result.ts';
import { acceptBid, type BiddingError } from '../domain/quest-run-bidding.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface AcceptOfferInput {
  actor: QuestActor;
  runId: string;
}
export type AcceptOfferError = QuestRunNotFound | NotRunParty | BiddingError;

/** Accepting confirms the last bid; the run then waits for the company's payment. */
export class AcceptOffer {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: AcceptOfferInput): Promise<Result<QuestRun, AcceptOfferError>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const next = acceptBid(loaded.value.run, { by: loaded.value.party, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
