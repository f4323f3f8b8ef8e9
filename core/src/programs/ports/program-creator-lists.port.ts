/** The company's creator lists as the programs context asks about them: the Requirements step picks lists by id. */
export interface ProgramCreatorListsPort {
  /** Those of `listIds` that belong to the company; ids of other companies' lists or of no list are left out. */
  ownedBy(companyId: string, listIds: readonly string[]): Promise<string[]>;
}
