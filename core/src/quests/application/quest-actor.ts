import { err, ok, type Result } from '../../shared/result.ts';
import type { Party, QuestRun } from '../domain/quest-run.entity.ts';
import { NotRunParty, QuestRunNotFound } from '../domain/quests.errors.ts';
import type { QuestRunRepositoryPort } from '../ports/quest-run-repository.port.ts';

/** Who is acting, as the transport knows it from the session. */
export type QuestActor =
  { readonly party: 'COMPANY'; readonly companyId: string } | { readonly party: 'CREATOR'; readonly creatorId: string };

export const isPartyTo = (run: QuestRun, actor: QuestActor): boolean =>
  actor.party === 'COMPANY' ? run.companyId === actor.companyId : run.creatorId === actor.creatorId;

/** Loads a run and checks that the actor is one of its two parties. */
export async function loadRunFor(
  runs: Pick<QuestRunRepositoryPort, 'findById'>,
  runId: string,
  actor: QuestActor,
): Promise<Result<{ run: QuestRun; party: Party }, QuestRunNotFound | NotRunParty>> {
  const run = await runs.findById(runId);
  if (!run) return err(new QuestRunNotFound());
  if (!isPartyTo(run, actor)) return err(new NotRunParty());
  return ok({ run, party: actor.party });
}
