import type { QuestRunParties } from '../ports/billing-company-directory.port.ts';

/**
 * How a document or statement names one Quest run, so an accountant matches it to the Quest, the
 * run and the creator. A deleted Quest or account keeps its line, with a placeholder for the name.
 */
export const questRunDescription = (run: Pick<QuestRunParties, 'runId' | 'questName' | 'creatorName'>): string =>
  `Quest "${run.questName ?? 'deleted Quest'}", run ${run.runId.slice(0, 8)}, creator ${run.creatorName ?? 'deleted account'}`;
