/** Spec 3: a company's named list of creators, used in requirements and invitations. */
export interface CreatorList {
  readonly id: string;
  readonly companyId: string;
  readonly name: string;
  readonly createdAt: Date;
}

/** A list on the Lists page: its name and how many creators it holds. */
export interface CreatorListSummary {
  readonly list: CreatorList;
  readonly creatorCount: number;
}

/** One creator on a list, with when they were added (the order the list's creators are paged in). */
export interface CreatorListMember {
  readonly listId: string;
  readonly creatorId: string;
  readonly addedAt: Date;
}
