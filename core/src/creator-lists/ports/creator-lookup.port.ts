/** Which of these user ids are creators (lists and VIP access hold creators only); the accounts context answers. */
export interface CreatorLookupPort {
  existingCreatorIds(ids: readonly string[]): Promise<string[]>;
}
