import type { ObservedConversionsPort } from '../ports/observed-conversions.port.ts';

/** The observed wishlists per hour watched a test arranges, per company and creator. */
export class InMemoryObservedConversions implements ObservedConversionsPort {
  readonly byCompany = new Map<string, Map<string, number>>();

  async wishlistsPerHourWatched(companyId: string): Promise<ReadonlyMap<string, number>> {
    return new Map(this.byCompany.get(companyId) ?? []);
  }
}
