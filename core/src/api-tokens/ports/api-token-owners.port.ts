/** Accounts, as API tokens see them: who owns a company now. */
export interface ApiTokenOwnersPort {
  /** The user is active and an owner of the company. */
  isActiveOwner(companyId: string, userId: string): Promise<boolean>;
}
