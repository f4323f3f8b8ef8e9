/** A program's news for its members; both dates come from the clock. */
export interface Announcement {
  readonly id: string;
  readonly programId: string;
  readonly authorId: string;
  readonly title: string;
  readonly text: string;
  readonly createdAt: Date;
  /** Null until the first edit. */
  readonly lastEditedAt: Date | null;
}
