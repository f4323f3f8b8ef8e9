import { ok, type Result } from '../../shared/result.ts';
import { declineBid, type BiddingError } from '../domain/quest-run-bidding.ts';
import type { QuestRun } from '../domain/quest-run.entity.ts';
import type { NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import { loadRunFor, type QuestActor } from './quest-actor.ts';
import type { QuestsDeps } from './quests-deps.ts';

export interface DeclineOfferInput {
  actor: QuestActor;
  runId: string;
}
export type DeclineOfferError = QuestRunNotFound | NotRunParty | BiddingError;

/** Declining ends the bidding: the run ends in BID_REJECTED, with no payout. */
export class DeclineOffer {
  private readonly deps: Pick<QuestsDeps, 'runs' | 'clock'>;

  constructor(deps: Pick<QuestsDeps, 'runs' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: DeclineOfferInput): Promise<Result<QuestRun, DeclineOfferError>> {
    const loaded = await loadRunFor(this.deps.runs, input.runId, input.actor);
    if (!loaded.ok) return loaded;
    const next = declineBid(loaded.value.run, { by: loaded.value.party, now: this.deps.clock.now() });
    if (!next.ok) return next;
    await this.deps.runs.save(next.value);
    return ok(next.value);
  }
}
