/** The company's creator lists as the keys context asks about them: the Access step picks lists by id. */
export interface CompanyCreatorListsPort {
  /** Those of `listIds` that belong to the company; ids of other companies' lists or of no list are left out. */
  ownedBy(companyId: string, listIds: readonly string[]): Promise<string[]>;
}
