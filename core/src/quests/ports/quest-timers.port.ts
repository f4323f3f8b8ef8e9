import type { QuestRun } from '../domain/quest-run.entity.ts';

/**
 * The timers of a run's current step (spec 9): its expiry at the deadline, reminders 72 h and 24 h
 * before it to the party that must act, and the payout once content is approved. Queued in the same
 * transaction as the save that started the step; each job re-reads the run, so one that finds the
 * step already over does nothing.
 */
export interface QuestTimersPort {
  scheduleStep(run: QuestRun): Promise<void>;
}

/** Who a reminder goes to: the creator's address, or the company's members' addresses. */
export interface QuestRemindersPort {
  addressesOf(run: QuestRun, party: 'COMPANY' | 'CREATOR'): Promise<string[]>;
  questNameOf(questId: string): Promise<string>;
}
