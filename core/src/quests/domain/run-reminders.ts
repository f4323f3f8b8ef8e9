import { actionDue, type Party, type QuestRun } from './quest-run.entity.ts';
import { reminderTimes } from './quest-timing.ts';

export interface RunReminders {
  /** Who is reminded: the party whose action is due. */
  readonly party: Party;
  readonly deadline: Date;
  /** When to send, oldest first; reminders already past are left out. */
  readonly sendAt: readonly Date[];
}

/** The 72 h and 24 h deadline reminders for the current step of a run, or null when nothing is timed. */
export function runReminders(run: QuestRun, now: Date): RunReminders | null {
  const { party, deadline } = actionDue(run);
  if (!party || !deadline) return null;
  return { party, deadline, sendAt: reminderTimes(deadline, now) };
}
