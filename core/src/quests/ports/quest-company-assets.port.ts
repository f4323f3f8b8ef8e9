/** Which of the ids a form names belong to the company (Code Manager items, creator lists). */
export interface QuestCompanyAssetsPort {
  ownedCodeItemIds(companyId: string, ids: readonly string[]): Promise<string[]>;
  ownedCreatorListIds(companyId: string, ids: readonly string[]): Promise<string[]>;
}
