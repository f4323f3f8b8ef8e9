/**
 * Timers of a claimed key (spec 9): reminders 72 h and 24 h before content is due, and the expiry at
 * 30 days. The adapter queues jobs in the same transaction as the claim; each job re-reads the
 * participant, so a submission in between makes it do nothing.
 */
export interface KeyTimersPort {
  scheduleContentTimers(timer: { participantId: string; contentDueAt: Date }): Promise<void>;
}
