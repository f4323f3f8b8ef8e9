import type { MembershipEventsPort } from '../ports/membership-events.port.ts';

/** Keeps what was told, for tests to read. */
export class RecordedMembershipEvents implements MembershipEventsPort {
  readonly ended: { programId: string; creatorId: string }[] = [];

  async membershipEnded(programId: string, creatorId: string): Promise<void> {
    this.ended.push({ programId, creatorId });
  }
}
