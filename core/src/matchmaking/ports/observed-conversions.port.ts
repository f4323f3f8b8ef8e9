/** What creators' tracked links brought one company before (attribution's imported Steam UTM reports). */
export interface ObservedConversionsPort {
  /** Per creator, wishlists per hour watched; creators without imported wishlists or without hours watched are absent. */
  wishlistsPerHourWatched(companyId: string): Promise<ReadonlyMap<string, number>>;
}
