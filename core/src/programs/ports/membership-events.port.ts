/** Tells the contexts that hang off a membership (missions) that it ended; run in the same transaction. */
export interface MembershipEventsPort {
  membershipEnded(programId: string, creatorId: string): Promise<void>;
}
