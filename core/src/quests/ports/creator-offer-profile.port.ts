import type { CreatorOfferProfile } from '../domain/offer.ts';

/** What the quests context needs to know about a creator to take an offer (read from accounts). */
export interface CreatorOfferProfilePort {
  findOfferProfile(creatorId: string): Promise<CreatorOfferProfile | null>;
}
