/**
 * The activations that hand out an item's codes: Key campaigns, Quest kits and Missions' code
 * rewards. Read across contexts by the adapter, so Code Manager never deletes stock a live
 * activation counts on.
 */
export interface CodeItemUsagePort {
  /** Names of the activations using the item, whatever their state. */
  activationsUsing(itemId: string): Promise<string[]>;
}
