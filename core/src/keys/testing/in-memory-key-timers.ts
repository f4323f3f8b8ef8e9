import type { KeyTimersPort } from '../ports/key-timers.port.ts';

export class InMemoryKeyTimers implements KeyTimersPort {
  readonly scheduled: { participantId: string; contentDueAt: Date }[] = [];

  async scheduleContentTimers(timer: { participantId: string; contentDueAt: Date }): Promise<void> {
    this.scheduled.push(timer);
  }
}
