/** What connections need of creator pages: whether a page shows this person's channels. */
export interface CreatorPageUsagePort {
  /** A creator page shows every connected channel of its creator, so any page of theirs uses them. */
  hasCreatorPage(userId: string): Promise<boolean>;
}
