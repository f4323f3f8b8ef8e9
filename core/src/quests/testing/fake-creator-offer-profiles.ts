import type { CreatorOfferProfile } from '../domain/offer.ts';
import type { CreatorOfferProfilePort } from '../ports/creator-offer-profile.port.ts';

export class FakeCreatorOfferProfiles implements CreatorOfferProfilePort {
  readonly #profiles = new Map<string, CreatorOfferProfile>();

  add(profile: CreatorOfferProfile): void {
    this.#profiles.set(profile.creatorId, profile);
  }

  async findOfferProfile(creatorId: string): Promise<CreatorOfferProfile | null> {
    return this.#profiles.get(creatorId) ?? null;
  }
}
